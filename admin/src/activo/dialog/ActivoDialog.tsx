import { useState } from 'react';
import { Button } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import { usePermissions, useTranslate } from 'react-admin';
import { useErrorMessage } from '../../common/errors';
import { idOrNull, numberOrNull, optionalText, text } from '../../common/payload';
import { RecordFormDialog, type FormProblem } from '../../common/RecordFormDialog';
import { ADMIN_ROLES, hasRole } from '../../common/roles';
import { useCanWrite } from '../../common/useCanWrite';
import { readSession } from '../../session';
import { BajaBanner } from '../baja/BajaBanner';
import { BajaDialog } from '../baja/BajaDialog';
import { HistorialUbicacionesDialog } from '../HistorialUbicacionesDialog';
import { CustodiaDeActivoDialog } from '../../custodio/CustodiaDeActivoDialog';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import DescriptionIcon from '@mui/icons-material/Description';
import { DocumentosDialog } from '../documento/DocumentosDialog';
import { MejorasDialog } from '../mejora/MejorasDialog';
import { AreaUsuariaSection } from './AreaUsuariaSection';
import { BienSection } from './BienSection';
import { ContableSection } from './ContableSection';
import { EstadoSection } from './EstadoSection';
import { ImagenSection } from './ImagenSection';
import { ReadOnlyFields } from './fields';
import { UbicacionSection } from './UbicacionSection';
import { CamposPersonalizadosSection, camposDelFormulario } from './CamposPersonalizadosSection';
import { CustodioSection } from './CustodioSection';
import type { Activo } from '../../api/tipos';

type Values = Record<string, unknown>;

const TEXTOS = [
    'tipoActivo',
    'marca',
    'modelo',
    'serie',
    'color',
    'tipoMaterial',
    'dimensiones',
    'consumoEnergia',
    'tipoEquipoCategoria',
    'codigoFamilia',
    'categoria',
    'edificio',
    'piso',
    'codLinea',
    'estado',
    'detalleStatus',
    'observaciones',
    'usuarioAnterior',
    'sede',
    'nroVoucher',
    'categoriaSunat',
    'centroCostos',
    'rucProveedor',
    'proveedor',
    'nroFactura',
    'tipoEquipoContable',
    'descripcionContable',
    'categoriaDepreciacion',
    'imagen',
] as const;
const NUMEROS = [
    'largo',
    'ancho',
    'altura',
    'peso',
    'tasaDepreciacion',
    'anioFabricacion',
    'depreciacionAcumuladaInicial',
    'depreciacionAcumuladaInicialFinanciera',
    'vidaUtilMeses',
    'valorResidual',
] as const;
const FECHAS = ['fechaAdquisicion', 'fechaInicioUso', 'fechaInventario'] as const;

// docs/especificacion-activos.md §5 "Valores por defecto de un activo nuevo"; the currency mode starts national and IGV off (§4).
const NEW_ACTIVO: Values = { cantidad: 1, precioUndMn: '0.00', moneda: 'MN', conIgv: false, estado: 'Activo' };

/**
 * The asset as the form holds it: the two toggles read from its amounts (§4) and its dates as the UTC day
 * the API stores, which a date input shows as is.
 */
const toFormValues = (activo: Activo) => {
    const fechas = Object.fromEntries(FECHAS.map((campo) => [campo, activo[campo]?.slice(0, 10) ?? null]));
    return {
        ...activo,
        moneda: (activo.precioUndMe ?? 0) > 0 ? 'ME' : 'MN',
        conIgv: activo.igv > 0,
        ...fechas,
        // The API stores the acquisition date as the first use when none was given: shown empty, a new acquisition
        // date moves it too.
        fechaInicioUso: fechas.fechaInicioUso === fechas.fechaAdquisicion ? null : fechas.fechaInicioUso,
    };
};

/** The whole asset for POST or PUT (PUT replaces every field); the server computes the amounts, by the company's IGV rule. */
const toPayload = (values: Values) => {
    const monedaNacional = values.moneda !== 'ME';
    const conIgv = Boolean(values.conIgv);
    return {
        codigo: optionalText(values.codigo),
        descripcion: text(values.descripcion),
        ...Object.fromEntries(TEXTOS.map((campo) => [campo, optionalText(values[campo])])),
        ...Object.fromEntries(NUMEROS.map((campo) => [campo, numberOrNull(values[campo])])),
        ...Object.fromEntries(FECHAS.map((campo) => [campo, optionalText(values[campo])])),
        direccionId: idOrNull(values.direccionId),
        areaId: idOrNull(values.areaId),
        usuarioId: idOrNull(values.usuarioId),
        cantidad: numberOrNull(values.cantidad) ?? 1,
        precioUndMn: monedaNacional ? numberOrNull(values.precioUndMn) : null,
        precioUndMe: monedaNacional ? null : numberOrNull(values.precioUndMe),
        tipoCambio: monedaNacional ? null : numberOrNull(values.tipoCambio),
        conIgv,
        activoBool: values.activoBool ?? true,
        camposPersonalizados: camposDelFormulario(values.camposPersonalizados),
        motivo: optionalText(values.motivo),
        observacionesCambio: optionalText(values.observacionesCambio),
    };
};

interface ActivoDialogProps {
    /** The asset to edit or show; without it the dialog creates one. */
    record?: Activo;
    /** Shows the asset without changing it. */
    readOnly?: boolean;
    onClose(): void;
}

/**
 * Crear Nuevo Activo / Modificar Activo {codigo} (docs/especificacion-activos.md §2 "Diálogo del activo"): six sections, the pickers of
 * the signed-in user's company, Volver, Ver Historial de Ubicaciones (a saved asset only) and Guardar Cambios.
 */
export const ActivoDialog = ({ record, readOnly, onClose }: ActivoDialogProps) => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const canWrite = useCanWrite();
    // Reversing a disposal is the administration's (types 1-2); the API refuses the others.
    const { permissions } = usePermissions<number | undefined>();
    const canRevert = hasRole(permissions, ADMIN_ROLES);
    // Dialogs with forms of their own open beside this one, not inside its form.
    const [abierto, setAbierto] = useState<'historial' | 'custodia' | 'documentos' | 'mejoras' | 'baja'>();
    // A disposed asset is out of the books: shown as it was, with its disposal; Revertir baja brings it back.
    const dadoDeBaja = Boolean(record?.fechaBaja);
    const soloLectura = readOnly || dadoDeBaja;
    const describeError = (error: unknown): FormProblem => ({
        message: `resources.activos.notifications.${record ? 'update_error' : 'create_error'}`,
        args: { message: describe(error) },
    });
    const title = soloLectura ? 'view' : record ? 'edit' : 'create';
    return (
        <>
            <RecordFormDialog
                resource="activos"
                record={record && toFormValues(record)}
                defaultValues={record ? undefined : NEW_ACTIVO}
                title={`resources.activos.dialog.${title}`}
                titleArgs={{ codigo: record?.codigo }}
                maxWidth="lg"
                cancelLabel="ra.action.back"
                saveLabel="resources.activos.dialog.save"
                readOnly={soloLectura}
                actions={
                    <>
                        <Button
                            startIcon={<HistoryIcon />}
                            disabled={!record}
                            onClick={() => setAbierto('historial')}
                        >
                            {translate('resources.activos.historial.open')}
                        </Button>
                        <Button startIcon={<AssignmentIndIcon />} disabled={!record} onClick={() => setAbierto('custodia')}>
                            {translate('resources.custodios.custodia.open')}
                        </Button>
                        <Button startIcon={<DescriptionIcon />} disabled={!record} onClick={() => setAbierto('documentos')} sx={{ mr: 'auto' }}>
                            {translate('resources.activos.documentos.open')}
                        </Button>
                        {record && canWrite && !soloLectura && (
                            <Button color="error" startIcon={<RemoveCircleIcon />} onClick={() => setAbierto('baja')}>
                                {translate('resources.activos.baja.open')}
                            </Button>
                        )}
                    </>
                }
                toPayload={toPayload}
                describeError={describeError}
                onClose={onClose}
            >
                {record && dadoDeBaja && <BajaBanner activo={record} canRevert={canRevert} onReverted={onClose} />}
                <ReadOnlyFields value={soloLectura}>
                    <BienSection creating={!record} />
                    <UbicacionSection record={record} />
                    <EstadoSection />
                    <AreaUsuariaSection companiaId={readSession()?.companiaId} />
                    {record && <CustodioSection custodio={record.custodio} />}
                    <ContableSection record={record} onMejoras={record && (() => setAbierto('mejoras'))} />
                    <CamposPersonalizadosSection />
                    <ImagenSection />
                </ReadOnlyFields>
            </RecordFormDialog>
            {abierto === 'historial' && record && (
                <HistorialUbicacionesDialog activo={record} onClose={() => setAbierto(undefined)} />
            )}
            {abierto === 'custodia' && record && <CustodiaDeActivoDialog activo={record} onClose={() => setAbierto(undefined)} />}
            {abierto === 'documentos' && record && <DocumentosDialog activo={record} onClose={() => setAbierto(undefined)} />}
            {abierto === 'mejoras' && record && <MejorasDialog activo={record} onClose={() => setAbierto(undefined)} />}
            {abierto === 'baja' && record && (
                <BajaDialog activo={record} onClose={() => setAbierto(undefined)} onDone={onClose} />
            )}
        </>
    );
};
