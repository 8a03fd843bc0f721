import { useState } from 'react';
import { Box, TextField } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { ActivoOption } from '../activo/ActivoSelector';
import { fullRow, Section } from '../activo/dialog/fields';
import { useErrorMessage } from '../common/errors';
import { text } from '../common/payload';
import { RecordFormDialog, type FormProblem } from '../common/RecordFormDialog';
import { ActivosFilasInput } from './ActivosFilasInput';
import { DatosMovimientoInputs, DatosTransporteInputs, GuiaInputs } from './MovimientoInputs';
import { activosElegidos, cabeceraPayload, guiaPayload } from './movimientoPayload';
import { descripcionesDe, type GuiaMovimiento } from './record';
import type { Movimiento } from '../api/tipos';

type Values = Record<string, unknown>;

const NUEVA_GUIA = { unidad: 'UND', cantidad: 1 };

/** What the user types in the guide; unit and quantity have defaults, so they alone make no guide. */
const CAMPOS_GUIA = ['ruc', 'fecha', 'destinatario', 'guiaRemitente', 'puntoDePartida', 'puntoDeLlegada'] as const;

const nuevoMovimiento = (): Values => ({
    fecha: new Date().toISOString(),
    activos: [null],
    guiaMovimiento: NUEVA_GUIA,
});

const toFormValues = (movimiento: Movimiento) => ({
    ...movimiento,
    activos: movimiento.movimientoActivos.map(({ activo }) => activo),
    guiaMovimiento: movimiento.guiaMovimiento ?? NUEVA_GUIA,
});

/** The guide's description: a line of one asset (from the generation page) keeps its own, others the chosen assets'. */
const descripcionGuia = (guia: Partial<GuiaMovimiento> | undefined, activos: ActivoOption[]): string =>
    guia?.activoId ? (guia.descripcion ?? '') : descripcionesDe(activos);

const validate = (values: Values): FormProblem | undefined =>
    activosElegidos(values.activos).length
        ? undefined
        : {
              title: 'resources.movimiento.validation.required_title',
              message: 'resources.movimiento.validation.activos',
          };

const toPayload = (values: Values) => {
    const activos = activosElegidos(values.activos);
    const guia = (values.guiaMovimiento ?? {}) as Partial<GuiaMovimiento>;
    const [, ...otrasGuias] = (values.guiaMovimientos as GuiaMovimiento[] | undefined) ?? [];
    return {
        ...cabeceraPayload(values),
        activoIds: activos.map((activo) => activo.id),
        // A guide the user left blank is none.
        guiaMovimiento: CAMPOS_GUIA.some((campo) => text(guia[campo]))
            ? guiaPayload({ ...guia, descripcion: descripcionGuia(guia, activos) })
            : null,
        // The modal edits the first guide; the ones the generation page added after it stay.
        guiaMovimientos: otrasGuias.map(guiaPayload),
    };
};

/** The guide's description, read-only: it follows the assets chosen above. */
const DescripcionGuiaField = () => {
    const translate = useTranslate();
    const [activos, guia] = useWatch({ name: ['activos', 'guiaMovimiento'] });
    return (
        <TextField
            label={translate('resources.movimiento.guia.fields.descripcion')}
            value={descripcionGuia(guia, activosElegidos(activos))}
            helperText={translate('resources.movimiento.guia.descripcion_hint')}
            multiline
            fullWidth
            // Composed from the guide's lines, never typed: Tab skips it.
            slotProps={{ htmlInput: { readOnly: true, tabIndex: -1 } }}
            sx={fullRow}
        />
    );
};

/** Insertar Movimiento / Editar Movimiento: the assets, the movement and transport data, and its guide. */
export const MovimientoDialog = ({ record, onClose }: { record?: Movimiento; onClose(): void }) => {
    const describe = useErrorMessage();
    // Once: the form starts over whenever its default values change, and "now" changes every millisecond.
    const [defaultValues] = useState(() => (record ? undefined : nuevoMovimiento()));
    const describeError = (error: unknown): FormProblem => ({
        title: 'resources.movimiento.errors.save_title',
        message: 'app.common.message',
        args: { message: describe(error) },
    });
    return (
        <RecordFormDialog
            resource="movimiento"
            record={record && toFormValues(record)}
            defaultValues={defaultValues}
            title={record ? 'resources.movimiento.dialog.edit' : 'resources.movimiento.dialog.create'}
            maxWidth="md"
            toPayload={toPayload}
            validate={validate}
            describeError={describeError}
            onClose={onClose}
        >
            <Section title="resources.movimiento.sections.activos">
                <Box sx={fullRow}>
                    <ActivosFilasInput />
                </Box>
            </Section>
            <Section title="resources.movimiento.sections.movimiento">
                <DatosMovimientoInputs destinatarioRequerido />
            </Section>
            <Section title="resources.movimiento.sections.transporte">
                <DatosTransporteInputs />
            </Section>
            <Section title="resources.movimiento.sections.guia">
                <GuiaInputs prefix="guiaMovimiento." />
                <DescripcionGuiaField />
            </Section>
        </RecordFormDialog>
    );
};
