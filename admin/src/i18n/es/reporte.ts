// The texts of Reportes (resources.reportes).
export const reportes = {
    columns: {
        reporte: 'Reporte',
        opciones: 'Opciones',
        exportar: 'Exportar',
    },
    fields: {
        anio: 'Año',
        desde: 'Desde',
        hasta: 'Hasta',
    },
    actions: {
        export: 'Exportar',
        export_txt: 'Exportar TXT (PLE)',
        export_excel: 'Exportar Excel',
        export_pdf: 'Exportar PDF',
        export_data: 'Exportar Data',
        report: 'Reporte',
    },
    activos: {
        title: 'Reporte de Activos',
        description: 'Todos los activos en Excel, con sus totales por área, por estado y general.',
    },
    formato71: {
        title: '7.1 Detalle de los Activos Fijos Revaluados y no Revaluados',
        description:
            'Registro de activos fijos del año elegido: archivo TXT para el PLE de SUNAT, hoja de cálculo y PDF para imprimir.',
    },
    catalogo: {
        title: 'Catalogo de Activos',
        description: 'Catálogo de todos los activos en PDF.',
    },
    depreciacion: {
        title: 'Depreciación',
        description:
            'Depreciación en línea recta del período: Exportar Data da cada activo mes a mes en Excel; Reporte, el resumen por categoría en PDF.',
    },
    errors: {
        export: 'Error al exportar %{report}: %{message}',
        period: 'Elija un período válido: "Desde" no puede ser posterior a "Hasta" ni terminar después del mes actual.',
    },
    asignacion: {
        usuario: 'Usuario',
        todos: 'Todos los usuarios',
        ver: 'Ver Reporte',
        imprimir: 'Imprimir',
        hint: 'Elija un usuario, o todos, y presione Ver Reporte.',
        summary: '%{cantidad} activo(s) · %{valor}',
        total: 'Total asignado: %{cantidad} activo(s) · %{valor}',
        unassigned: 'Activos sin usuario asignado: %{cantidad} · %{valor}',
        group_total: 'Total del usuario',
        empty_user: 'El usuario no tiene activos asignados.',
        none: 'Ningún usuario tiene activos asignados.',
        columns: {
            codigo: 'Código',
            descripcion: 'Descripción',
            marca_modelo_serie: 'Marca / Modelo / Serie',
            area: 'Área',
            estado: 'Estado',
            fecha_adquisicion: 'Fecha de Adquisición',
            valor: 'Valor',
        },
        users_error: 'Error al cargar los usuarios: %{message}',
        load_error: 'Error al cargar el reporte: %{message}',
        print_error: 'Error al imprimir el reporte: %{message}',
    },
};
