import { useMemo, useState } from 'react';
import { Alert, Button } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { FunctionField, TextField, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { COMPANIA_ROLES, hasRole } from '../common/roles';
import { CamposPersonalizadosDialog } from '../campo-personalizado/CamposPersonalizadosDialog';
import { useErrorMessage } from '../common/errors';
import { formatMoney } from '../common/format';
import { deleteOutcomeMessages, MessageDialog, type Message } from '../common/MessageDialog';
import { Page } from '../common/Page';
import { ResourceTable, SECONDARY_COLUMN } from '../common/ResourceTable';
import { RowActions } from '../common/RowActions';
import { useCanWrite } from '../common/useCanWrite';
import { useCreateOnArrival, useOnArrival } from '../dashboard/useCreateOnArrival';
import { activoImport } from './activoImport';
import { DescripcionCell, EstadoBadge, NumeroFila, SeleccionFila, SeleccionPagina, Thumbnail } from './ActivoCells';
import { activoAlLlegar } from './ActivoPorCodigoPage';
import { ActivosFooter } from './ActivosFooter';
import { ActivosHeader, ActivosLoadError } from './ActivosHeader';
import { ActivoDialog } from './dialog/ActivoDialog';
import { ExportExcelButton } from './ExportExcelButton';
import { EtiquetasButton } from './EtiquetasButton';
import { ExportPdfButton } from './ExportPdfButton';
import { ImagePreviewDialog } from './ImagePreviewDialog';
import { activoName, usuarioNombre } from './record';
import { useCamposCargados } from '../campo-personalizado/useCamposPersonalizados';
import { custodioName } from '../custodio/record';
import type { Activo, CampoPersonalizado } from '../api/tipos';

// Newest first, so a new asset shows at the top of the list wherever its code sorts among thousands.
// By creation date (the API adds the id to break ties): the database answers it from the (companiaId, createdAt)
// index, where sorting by id alone sorts the whole company's assets.
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

const column = (name: string) => `resources.activos.columns.${name}`;

/** Crear, Editar or Ver of an asset; the dialog shows the asset as the server has it now: PUT replaces every field. */
const useActivoDialog = (onError: (problem: string) => void) => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const dataProvider = useDataProvider();
    const [dialog, setDialog] = useState<{ record?: Activo; readOnly?: boolean }>();
    const open = async (id: Activo['id'], readOnly: boolean) => {
        try {
            const { data } = await dataProvider.getOne<Activo>('activos', { id });
            setDialog({ record: data, readOnly });
        } catch (error) {
            onError(translate('resources.activos.notifications.detail_error', { message: describe(error) }));
        }
    };
    return { dialog, create: () => setDialog({}), open, close: () => setDialog(undefined) };
};

/** A company field's value as the list shows it: a yes/no in words, a date as typed (AAAA-MM-DD), the rest as is. */
const valorDeCampo = (activo: Activo, campo: CampoPersonalizado, siNo: (si: boolean) => string): string => {
    const valor = activo.camposPersonalizados?.[campo.clave];
    return typeof valor === 'boolean' ? siNo(valor) : valor === undefined || valor === null ? '' : String(valor);
};

/** The import wizard's targets: the asset's own and the company's fields (campo.<clave>Column). */
const useActivoImport = (campos: CampoPersonalizado[]) =>
    useMemo(
        () => ({
            ...activoImport,
            fields: [...activoImport.fields, ...campos.map((campo) => ({ configKey: `campo.${campo.clave}Column`, label: campo.etiqueta, synonyms: [campo.clave] }))],
        }),
        [campos],
    );

/** The list's exports: Excel, the PDF catalogue and the labels; and, for the company's administrators, its own fields. */
const ActivosExportButtons = ({ onError }: { onError(problem: string): void }) => {
    const translate = useTranslate();
    const { permissions } = usePermissions<number | undefined>();
    const [campos, setCampos] = useState(false);
    return (
        <>
            <ExportExcelButton onError={onError} />
            <ExportPdfButton />
            <EtiquetasButton />
            {hasRole(permissions, COMPANIA_ROLES) && (
                <Button startIcon={<TuneIcon />} onClick={() => setCampos(true)}>
                    {translate('resources.campos-personalizados.open')}
                </Button>
            )}
            {campos && <CamposPersonalizadosDialog onClose={() => setCampos(false)} />}
        </>
    );
};

/** Registro de Activos (docs/especificacion-activos.md §2 "Lista de activos"): the company's assets, paged by the server. */
export const ActivoList = () => {
    const canWrite = useCanWrite();
    const [preview, setPreview] = useState<Activo>();
    const [problem, setProblem] = useState<string>();
    const [message, setMessage] = useState<Message>();
    const { dialog, create, open, close } = useActivoDialog(setProblem);
    const translate = useTranslate();
    const campos = useCamposCargados();
    const importDefinition = useActivoImport(campos);
    useCreateOnArrival(create, canWrite);

    // A label's QR code (/a/:codigo) shows its asset.
    useOnArrival(activoAlLlegar, (id) => open(id, true));

    return (
        <Page title="resources.activos.title">
            {problem && (
                <Alert severity="error" onClose={() => setProblem(undefined)} sx={{ mb: 2 }}>
                    {problem}
                </Alert>
            )}
            <ResourceTable
                resource="activos"
                createLabel="resources.activos.actions.create"
                onCreate={create}
                importDefinition={importDefinition}
                actions={<ActivosExportButtons onError={setProblem} />}
                refreshButton
                search={false}
                syncWithLocation
                header={<ActivosHeader />}
                error={<ActivosLoadError />}
                empty="resources.activos.empty"
                sort={NEWEST_FIRST}
                pagination={<ActivosFooter />}
            >
                <FunctionField label={<SeleccionPagina />} render={() => <SeleccionFila />} />
                <FunctionField {...SECONDARY_COLUMN} label={column('numero')} render={() => <NumeroFila />} />
                <FunctionField label={column('imagen')} render={() => <Thumbnail onOpen={setPreview} />} />
                <TextField source="codigo" label={column('codigo')} sx={{ whiteSpace: 'nowrap' }} />
                <FunctionField label={column('descripcion')} sortBy="descripcion" render={() => <DescripcionCell />} />
                <FunctionField label={column('estado')} sortBy="estado" render={() => <EstadoBadge />} />
                <FunctionField<Activo> label={column('usuario')} render={(activo) => usuarioNombre(activo.usuario)} />
                <FunctionField<Activo> label={column('area')} render={(activo) => activo.area?.nombre ?? ''} />
                <FunctionField<Activo> label={column('custodio')} render={(activo) => (activo.custodio ? custodioName(activo.custodio) : '')} />
                {campos.map((campo) => (
                    <FunctionField<Activo>
                        key={campo.clave}
                        label={campo.etiqueta}
                        sortBy={`campo.${campo.clave}`}
                        render={(activo) => valorDeCampo(activo, campo, (si) => translate(`resources.activos.si_no.${si ? 'si' : 'no'}`))}
                    />
                ))}
                <FunctionField<Activo>
                    label={column('precio')}
                    sortBy="precio"
                    textAlign="right"
                    render={(activo) => formatMoney(activo.precio)}
                />
                <RowActions<Activo>
                    label="app.common.actions"
                    onEdit={(activo) => open(activo.id, false)}
                    onView={(activo) => open(activo.id, true)}
                    // A disposed asset opens with Ver, where Revertir baja is.
                    canEdit={(activo) => canWrite && !activo.fechaBaja}
                    canDelete={(activo) => canWrite && !activo.fechaBaja}
                    recordName={activoName}
                    {...deleteOutcomeMessages('activos', setMessage)}
                />
            </ResourceTable>
            {dialog && (
                <ActivoDialog record={dialog.record} readOnly={dialog.readOnly} onClose={close} />
            )}
            {preview && <ImagePreviewDialog activo={preview} onClose={() => setPreview(undefined)} />}
            {message && <MessageDialog message={message} onClose={() => setMessage(undefined)} />}
        </Page>
    );
};
