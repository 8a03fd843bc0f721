import { SelectInput, TextInput, type TextInputProps } from 'react-admin';

import { fullRow, halfRow } from '../activo/dialog/fields';
import { FechaHoraInput } from '../common/fechas/Fechas';
import { optionalDigits, optionalInteger, requiredText } from '../common/validation';
import { PuntoInput } from './PuntoInput';
import { UNIDAD_CHOICES } from './record';

// The inputs the movement modal and the generation page share, with the lengths of docs/especificacion-operaciones.md §5.

const RUC_DIGITS = 11;
const GUIA_DIGITS = 11;

const validRuc = optionalDigits(RUC_DIGITS, 'resources.movimiento.validation.ruc');
const validNumeroGuia = optionalDigits(GUIA_DIGITS, 'resources.movimiento.validation.numero_guia');
const validCantidad = optionalInteger('resources.movimiento.validation.cantidad', 1);
const validDestinatario = requiredText('resources.movimiento.validation.destinatario');
const validUnidad = requiredText('resources.movimiento.validation.unidad');

/** A text input that takes at most `max` characters. */
const Texto = ({ max, ...props }: TextInputProps & { max: number }) => <TextInput {...props} slotProps={{ htmlInput: { maxLength: max } }} />;

/** A number of exactly `digits` digits (a RUC, a guide number). */
const Digitos = ({ digits, ...props }: TextInputProps & { digits: number }) => (
    <TextInput {...props} slotProps={{ htmlInput: { maxLength: digits, inputMode: 'numeric' } }} />
);

/**
 * Fecha, Destinatario, RUC, the two points and the detail. The modal requires the recipient on its own;
 * the generation page requires every header field at once (docs/especificacion-operaciones.md §5).
 */
export const DatosMovimientoInputs = ({ destinatarioRequerido }: { destinatarioRequerido?: boolean }) => (
    <>
        <FechaHoraInput source="fecha" />
        <Texto
            source="destinatario"
            max={100}
            validate={destinatarioRequerido ? validDestinatario : undefined}
            sx={halfRow}
        />
        <Digitos source="ruc" digits={RUC_DIGITS} validate={validRuc} />
        <PuntoInput source="puntoDePartida" idSource="partidaDireccionId" sx={halfRow} />
        <PuntoInput source="puntoDeLlegada" idSource="llegadaDireccionId" avisar sx={halfRow} />
        <Texto source="detalle" max={500} multiline minRows={2} sx={fullRow} />
    </>
);

/** The carrier, driver and vehicle. */
export const DatosTransporteInputs = () => (
    <>
        {/* The names take half a row: in a quarter their labels ("Nombre del Conductor") were cut. */}
        <Texto source="rucTransporte" max={20} />
        <Texto source="nombreTransporte" max={100} sx={halfRow} />
        <Texto source="licencia" max={50} />
        <Texto source="nombreDelConductor" max={100} sx={halfRow} />
        <Texto source="marcaPlacaTransporte" max={100} sx={halfRow} />
    </>
);

const guiaLabel = (campo: string) => `resources.movimiento.guia.fields.${campo}`;

/** The typed fields of a guide line; `prefix` places them in the form ("guiaMovimiento." in the modal). */
export const GuiaInputs = ({ prefix = '' }: { prefix?: string }) => (
    <>
        <Digitos source={`${prefix}ruc`} label={guiaLabel('ruc')} digits={GUIA_DIGITS} validate={validNumeroGuia} />
        <FechaHoraInput source={`${prefix}fecha`} label={guiaLabel('fecha')} />
        <Texto source={`${prefix}destinatario`} label={guiaLabel('destinatario')} max={100} sx={halfRow} />
        <Texto source={`${prefix}guiaRemitente`} label={guiaLabel('guiaRemitente')} max={100} sx={halfRow} />
        <Texto source={`${prefix}puntoDePartida`} label={guiaLabel('puntoDePartida')} max={255} sx={halfRow} />
        <Texto source={`${prefix}puntoDeLlegada`} label={guiaLabel('puntoDeLlegada')} max={255} sx={halfRow} />
        <SelectInput
            source={`${prefix}unidad`}
            label={guiaLabel('unidad')}
            choices={UNIDAD_CHOICES}
            // Required: the select then offers no empty choice; a new line starts at UND.
            validate={validUnidad}
        />
        <TextInput
            source={`${prefix}cantidad`}
            label={guiaLabel('cantidad')}
            type="number"
            validate={validCantidad}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
    </>
);
