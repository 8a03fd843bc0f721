import { Autocomplete, Box, TextField as MuiTextField } from '@mui/material';
import {
    AddItemButton,
    ArrayInput,
    BooleanInput,
    FormDataConsumer,
    RadioButtonGroupInput,
    SelectInput,
    SimpleFormIterator,
    TextInput,
    useGetList,
    useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MODALIDADES_TRASLADO, MOTIVOS_TRASLADO, UNIDADES_PESO } from '@dominio/catalogos-sunat';
import { Fecha, fullRow, halfRow, Numero, Section } from '../activo/dialog/fields';
import { hoyEnLima } from '../common/fechas/dayjs';
import { RecordFormDialog } from '../common/RecordFormDialog';
import type { GuiaElectronica, MovimientoDeLaGuia } from './record';

type Values = Record<string, unknown>;
const t = (clave: string) => `resources.gre/guias.${clave}`;
const campo = (clave: string) => t(`fields.${clave}`);

const opciones = (catalogo: Record<string, string>) => Object.entries(catalogo).map(([id, texto]) => ({ id, name: `${id} - ${texto}` }));
/** Catálogo 06 as a driver or a recipient is named: DNI, carné de extranjería, pasaporte (and RUC for a recipient). */
const DOCUMENTOS_PERSONA = [
    { id: '1', name: 'DNI' },
    { id: '4', name: 'Carné de extranjería' },
    { id: '7', name: 'Pasaporte' },
];
const DOCUMENTOS_DESTINATARIO = [{ id: '6', name: 'RUC' }, ...DOCUMENTOS_PERSONA];

interface Conocido {
    id: number;
    [campo: string]: unknown;
}

/**
 * A driver or a vehicle the company used before (GET /api/gre/conductores or vehiculos): picking one adds it to the
 * guide's list with its data, so a clerk does not type the same licence every week.
 */
const ConocidoInput = ({ recurso, lista, etiqueta, aFila }: { recurso: string; lista: string; etiqueta(c: Conocido): string; aFila(c: Conocido): Values }) => {
    const translate = useTranslate();
    const { getValues, setValue } = useFormContext();
    const { data = [] } = useGetList<Conocido>(recurso, { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } });
    if (!data.length) return null;
    return (
        <Autocomplete
            options={data}
            getOptionLabel={etiqueta}
            value={null}
            blurOnSelect
            onChange={(_evento, elegido) => {
                if (!elegido) return;
                const filas = ((getValues(lista) as Values[] | undefined) ?? []).filter((fila) => Object.values(fila ?? {}).some(Boolean));
                setValue(lista, [...filas, aFila(elegido)], { shouldDirty: true });
            }}
            renderInput={(params) => <MuiTextField {...params} size="small" label={translate(campo('conocido'))} />}
            sx={{ ...fullRow, mb: 1 }}
        />
    );
};

const TransportePrivado = () => (
    <>
        <Section title={t('sections.conductores')}>
            <ConocidoInput
                recurso="gre/conductores"
                lista="conductores"
                etiqueta={(c) => `${c.nombres} ${c.apellidos} (${c.numeroDocumento})`}
                aFila={({ tipoDocumento, numeroDocumento, nombres, apellidos, licencia }) => ({ tipoDocumento, numeroDocumento, nombres, apellidos, licencia })}
            />
            <ArrayInput source="conductores" label={false} sx={fullRow}>
                <SimpleFormIterator inline disableReordering addButton={<AddItemButton label={t('actions.agregar_conductor')} />}>
                    <SelectInput source="tipoDocumento" label={campo('tipoDocumento')} choices={DOCUMENTOS_PERSONA} defaultValue="1" />
                    <TextInput source="numeroDocumento" label={campo('numeroDocumento')} />
                    <TextInput source="nombres" label={campo('nombres')} />
                    <TextInput source="apellidos" label={campo('apellidos')} />
                    <TextInput source="licencia" label={campo('licencia')} />
                </SimpleFormIterator>
            </ArrayInput>
        </Section>
        <Section title={t('sections.vehiculos')}>
            <ConocidoInput recurso="gre/vehiculos" lista="vehiculos" etiqueta={(v) => String(v.placa)} aFila={({ placa }) => ({ placa })} />
            <ArrayInput source="vehiculos" label={false} sx={fullRow}>
                <SimpleFormIterator inline disableReordering addButton={<AddItemButton label={t('actions.agregar_vehiculo')} />}>
                    <TextInput source="placa" label={campo('placa')} />
                </SimpleFormIterator>
            </ArrayInput>
        </Section>
    </>
);

const TransportePublico = () => (
    <Section title={t('sections.transporte')}>
        <TextInput source="transportista.ruc" label={campo('ruc')} />
        <TextInput source="transportista.razonSocial" label={campo('razonSocial')} sx={halfRow} />
        <TextInput source="transportista.registroMtc" label={campo('registroMtc')} />
        <Fecha source="fechaEntregaTransportista" label={campo('fechaEntregaTransportista')} />
    </Section>
);

/** Only what the API takes: the transport of the modalidad chosen, a recipient only when it is not the movement's. */
const toPayload = (values: Values): Values => {
    const privado = values.modalidad === '02' && !values.vehiculoM1L;
    const conDatos = (filas: unknown) => ((filas as Values[] | undefined) ?? []).filter((fila) => Object.values(fila ?? {}).some(Boolean));
    return {
        motivo: values.motivo || null,
        descripcionMotivo: values.descripcionMotivo || null,
        modalidad: values.modalidad,
        vehiculoM1L: Boolean(values.vehiculoM1L),
        pesoBruto: values.pesoBruto === '' || values.pesoBruto === undefined ? null : Number(values.pesoBruto),
        unidadPeso: values.unidadPeso,
        bultos: values.bultos === '' || values.bultos === undefined || values.bultos === null ? null : Number(values.bultos),
        fechaInicioTraslado: values.fechaInicioTraslado,
        ...(values.modalidad === '01' && { transportista: values.transportista, fechaEntregaTransportista: values.fechaEntregaTransportista || null }),
        ...(privado && { conductores: conDatos(values.conductores), vehiculos: conDatos(values.vehiculos) }),
        ...(values.otroDestinatario ? { destinatario: values.destinatario } : {}),
        nota: values.nota || null,
    };
};

/**
 * "Emitir guía electrónica" of a movement (POST /api/Movimiento/{id}/gre): the data SUNAT asks for the motivo and
 * modalidad chosen. SUNAT's rules are the server's: each broken one shows under its field with SUNAT's code.
 */
export const EmitirGuiaDialog = ({ movimiento, onEmitida, onClose }: { movimiento: MovimientoDeLaGuia; onEmitida(guia: GuiaElectronica): void; onClose(): void }) => (
    <RecordFormDialog<GuiaElectronica & { id: number }>
        resource={`Movimiento/${movimiento.id}/gre`}
        title={t('actions.emitir')}
        maxWidth="md"
        saveLabel={t('actions.emitir')}
        defaultValues={{ modalidad: '02', unidadPeso: 'KGM', fechaInicioTraslado: hoyEnLima(), conductores: [{ tipoDocumento: '1' }], vehiculos: [{}] }}
        requiredToSave={['modalidad', 'pesoBruto', 'fechaInicioTraslado']}
        toPayload={toPayload}
        describeError={(error) => ({ message: t('notifications.save_error'), args: { message: (error as { message?: string }).message ?? '' } })}
        savedMessage={(guia) => ({ message: t('notifications.emitida'), args: { documento: guia.documento } })}
        onSaved={onEmitida}
        onClose={onClose}
    >
        <Section title={t('sections.traslado')}>
            <SelectInput source="motivo" label={campo('motivo')} choices={opciones(MOTIVOS_TRASLADO)} emptyText={campo('motivo_sugerido')} helperText={campo('motivo_hint')} sx={halfRow} />
            <TextInput source="descripcionMotivo" label={campo('descripcionMotivo')} helperText={campo('descripcionMotivo_hint')} sx={halfRow} />
            <RadioButtonGroupInput source="modalidad" label={campo('modalidad')} choices={opciones(MODALIDADES_TRASLADO)} sx={halfRow} />
            <BooleanInput source="vehiculoM1L" label={campo('vehiculoM1L')} sx={halfRow} />
            <Numero source="pesoBruto" label={campo('pesoBruto')} step={0.001} />
            <SelectInput source="unidadPeso" label={campo('unidadPeso')} choices={opciones(UNIDADES_PESO)} />
            <Numero source="bultos" label={campo('bultos')} step={1} />
            <Fecha source="fechaInicioTraslado" label={campo('fechaInicioTraslado')} />
        </Section>
        <FormDataConsumer>
            {({ formData }) =>
                formData.modalidad === '01' ? <TransportePublico /> : formData.vehiculoM1L ? null : <TransportePrivado />
            }
        </FormDataConsumer>
        <Section title={t('sections.destinatario')}>
            <Box sx={fullRow}>
                <BooleanInput source="otroDestinatario" label={campo('destinatarioPropio')} helperText={`${movimiento.destinatario}${movimiento.ruc ? ` (RUC ${movimiento.ruc})` : ''}`} />
            </Box>
            <FormDataConsumer>
                {({ formData }) =>
                    formData.otroDestinatario && (
                        <>
                            <SelectInput source="destinatario.tipoDocumento" label={campo('tipoDocumento')} choices={DOCUMENTOS_DESTINATARIO} defaultValue="6" />
                            <TextInput source="destinatario.numeroDocumento" label={campo('numeroDocumento')} />
                            <TextInput source="destinatario.razonSocial" label={campo('razonSocial')} sx={halfRow} />
                        </>
                    )
                }
            </FormDataConsumer>
            <TextInput source="nota" label={campo('nota')} multiline sx={fullRow} />
        </Section>
    </RecordFormDialog>
);
