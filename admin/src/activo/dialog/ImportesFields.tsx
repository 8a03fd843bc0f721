import { InputAdornment, TextField, Typography } from '@mui/material';
import { BooleanInput, RadioButtonGroupInput, useRecordContext, useTranslate } from 'react-admin';
import type { CalculoIgv } from '@dominio/importes';
import type { Activo } from '../../api/tipos';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { optionalInteger } from '../../common/validation';
import { calcularImportes, IGV_RATE } from '../importes';
import { useCompaniaDelActivo } from '../useCompaniaDelActivo';
import { fullRow, halfRow, Importe, Numero, useReadOnly } from './fields';

export type Moneda = 'MN' | 'ME';

const MONEDAS = [
    { id: 'MN', name: 'resources.activos.moneda.MN' },
    { id: 'ME', name: 'resources.activos.moneda.ME' },
];

// What each currency mode empties (docs/especificacion-activos.md §4): national mode the foreign price and rate, foreign mode the
// national price.
const CLEARED_BY: Record<Moneda, string[]> = { MN: ['precioUndMe', 'tipoCambio'], ME: ['precioUndMn'] };

const CALCULADOS = ['importeMn', 'igv', 'precio', 'total'] as const;
/** What they are computed from. */
const ENTRADAS = ['cantidad', 'precioUndMn', 'precioUndMe', 'tipoCambio'];

/** "1,234.50": the amount as the money inputs show it, the currency beside it. */
const formatAmount = (amount: number) =>
    amount.toLocaleString('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The derived amounts of docs/especificacion-activos.md §5, read-only, recomputed as the user types. */
const ImportesCalculados = ({ calculoIgv }: { calculoIgv?: CalculoIgv }) => {
    const translate = useTranslate();
    const [cantidad, precioUndMn, precioUndMe, tipoCambio, moneda, conIgv] = useWatch({
        name: ['cantidad', 'precioUndMn', 'precioUndMe', 'tipoCambio', 'moneda', 'conIgv'],
    });
    const { errors } = useFormState({ name: ENTRADAS });
    // Until the company's rule is read, and while a price or quantity is refused, nothing is computed: a figure by
    // another rule, or from a value the form will not save, would be wrong.
    const importes =
        calculoIgv &&
        !ENTRADAS.some((campo) => errors[campo]) &&
        calcularImportes({
            cantidad,
            precioUndMn,
            precioUndMe,
            tipoCambio,
            monedaNacional: moneda !== 'ME',
            conIgv: Boolean(conIgv),
            calculoIgv,
        });
    return (
        <>
            {CALCULADOS.map((campo) => (
                <TextField
                    key={campo}
                    label={translate(`resources.activos.fields.${campo}`)}
                    value={importes ? formatAmount(importes[campo]) : ''}
                    helperText={translate('resources.activos.dialog.calculated')}
                    slotProps={{
                        // Computed, never typed: Tab goes from the prices to the next field one can fill.
                        htmlInput: { readOnly: true, tabIndex: -1, style: { textAlign: 'right' } },
                        input: { startAdornment: <InputAdornment position="start">S/</InputAdornment> },
                    }}
                />
            ))}
        </>
    );
};

/** Currency mode, IGV, quantity and prices, then the amounts they make. */
export const ImportesFields = () => {
    const translate = useTranslate();
    const readOnly = useReadOnly();
    const { setValue } = useFormContext();
    const moneda: Moneda = useWatch({ name: 'moneda' }) === 'ME' ? 'ME' : 'MN';
    const calculoIgv = useCompaniaDelActivo(useRecordContext<Activo>()?.companiaId)?.calculoIgv;
    return (
        <>
            <Typography variant="subtitle2" color="text.secondary" sx={{ ...fullRow, mt: 1 }}>
                {translate('resources.activos.dialog.importes')}
            </Typography>
            <RadioButtonGroupInput
                source="moneda"
                choices={MONEDAS}
                row
                readOnly={readOnly}
                onChange={(event) => {
                    const elegida: Moneda = event.target.value === 'ME' ? 'ME' : 'MN';
                    for (const campo of CLEARED_BY[elegida]) setValue(campo, '', { shouldDirty: true });
                }}
                sx={halfRow}
            />
            <BooleanInput
                source="conIgv"
                label={translate('resources.activos.fields.conIgv', { rate: IGV_RATE })}
                // How the amounts split, next to them: the company's rule.
                helperText={calculoIgv ? `resources.activos.calculo_igv.${calculoIgv}` : false}
                readOnly={readOnly}
                sx={{ ...halfRow, alignSelf: 'center' }}
            />
            <Numero
                source="cantidad"
                step={1}
                min={1}
                validate={optionalInteger('resources.activos.validation.cantidad', 1)}
            />
            <Importe source="precioUndMn" currency="S/" disabled={moneda === 'ME'} />
            <Importe source="precioUndMe" currency="US$" disabled={moneda === 'MN'} />
            <Importe source="tipoCambio" decimals={3} disabled={moneda === 'MN'} />
            <ImportesCalculados calculoIgv={calculoIgv} />
        </>
    );
};
