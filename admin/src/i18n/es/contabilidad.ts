/** Contabilidad: the cut-over, the PCGE accounts per SUNAT category and the temporary differences between the books. */
export const contabilidad = {
    configuracion: {
        title: 'Inicio de la contabilidad',
        description:
            'Desde el primer día del mes de inicio el sistema lleva los libros de la compañía: los activos en uso antes de esa fecha traen su depreciación acumulada al día anterior, y nada anterior se recalcula.',
        fecha_inicio: 'Mes de inicio',
        tasa: 'Tasa del impuesto diferido (%)',
        destino: 'Generar asientos de destino (clase 9 y 79)',
        guardar: 'Guardar configuración',
        guardada: 'Configuración contable guardada',
    },
    cuentas: {
        title: 'Cuentas por categoría SUNAT',
        description: 'Cuentas del PCGE 2019 de cada categoría; cada cuenta tiene de 2 a 8 dígitos.',
        categoria: 'Categoría',
        guardar: 'Guardar cuentas',
        guardadas: 'Cuentas guardadas',
        conceptos: {
            costo: 'Costo (33)',
            depreciacionAcumulada: 'Dep. acumulada (39)',
            gastoDepreciacion: 'Gasto de dep. (68)',
            costoNetoBaja: 'Costo neto de baja (65)',
            ingresoVenta: 'Venta (75)',
            cuentaPorCobrar: 'Por cobrar (16)',
            igvVenta: 'IGV de la venta (40)',
            cuentaPorPagar: 'Por pagar (46)',
        },
    },
    saldos: {
        title: 'Saldos por cuenta',
        description:
            'Costo y depreciación acumulada de cada cuenta a la fecha, en los dos libros. Escriba el saldo del balance de comprobación del sistema anterior para ver la diferencia con el libro financiero.',
        fecha: 'Fecha',
        vacio: 'Ningún activo en libros a esa fecha.',
        error: 'No se pudieron obtener los saldos: %{message}',
        conceptos: { costo: 'Costo', depreciacionAcumulada: 'Depreciación acumulada' },
        columnas: {
            cuenta: 'Cuenta',
            concepto: 'Concepto',
            tributario: 'Libro tributario',
            financiero: 'Libro financiero',
            balance: 'Saldo del balance',
            diferencia: 'Diferencia',
        },
    },
    diferencias: {
        title: 'Diferencias temporales',
        description:
            'Depreciación del año en el libro tributario y en el financiero (NIC 16), su diferencia y el impuesto diferido (NIC 12) de cada activo.',
        anio: 'Año',
        excel: 'Exportar Excel',
        tasa: 'Tasa del impuesto diferido: %{tasa} %',
        provisional: 'año en curso: hasta el mes actual',
        vacio: 'Ningún activo se depreció en el año.',
        error: 'No se pudo obtener el reporte: %{message}',
        columnas: {
            codigo: 'Código',
            descripcion: 'Descripción',
            tributaria: 'Tributaria',
            financiera: 'Financiera',
            diferencia: 'Diferencia',
            impuestoDiferido: 'Impuesto diferido',
            totales: 'Totales',
        },
    },
};
