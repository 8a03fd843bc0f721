import { useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseDecimal } from '@dominio/importe-texto';
import { CampoFecha } from '../common/fechas/Fechas';
import { formatMoney } from '../common/format';
import { TablaCargada } from '../common/TablaDialog';
import { useApiQuery } from '../common/useApiQuery';
import type { SaldoDeCuenta } from '../api/tipos';
import { Seccion } from './Seccion';

const T = 'resources.contabilidad.saldos';

/** The last day of the month before the current one: the usual date to compare with the previous system's trial balance. */
const cierreDelMesAnterior = () => {
    const hoy = new Date();
    return new Date(Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth(), 0)).toISOString().slice(0, 10);
};

/**
 * Cost and accumulated depreciation per account at a date, beside the figure the user types from the trial balance of
 * the previous system and their difference (against the financial book, the journal's).
 */
export const SaldosPorCuenta = () => {
    const translate = useTranslate();
    const [fecha, setFecha] = useState(cierreDelMesAnterior);
    const [balance, setBalance] = useState<Record<string, string>>({});
    const { load } = useApiQuery(['contabilidad-saldos', fecha], (api) => api.saldosContables(fecha), Boolean(fecha));
    const filas = load.state === 'done' ? { state: 'done' as const, data: load.data.cuentas } : load;
    const clave = (fila: SaldoDeCuenta) => `${fila.concepto}:${fila.cuenta}`;
    const columna = (campo: string) => translate(`${T}.columnas.${campo}`);
    const diferencia = (fila: SaldoDeCuenta) => {
        const escrito = parseDecimal(balance[clave(fila)] ?? '');
        return escrito === null ? '' : formatMoney(escrito - fila.financiero);
    };
    return (
        <Seccion clave={T}>
            <CampoFecha label={translate(`${T}.fecha`)} value={fecha} onChange={setFecha} size="small" sx={{ width: 200, mb: 2 }} />
            <TablaCargada<SaldoDeCuenta>
                load={filas}
                errorText={(message) => translate(`${T}.error`, { message })}
                empty={<Typography color="text.secondary">{translate(`${T}.vacio`)}</Typography>}
                label={translate(`${T}.title`)}
                maxHeight={360}
                rowKey={clave}
                columns={[
                    { label: columna('cuenta'), render: (fila) => fila.cuenta },
                    { label: columna('concepto'), render: (fila) => translate(`${T}.conceptos.${fila.concepto}`) },
                    { label: columna('tributario'), render: (fila) => formatMoney(fila.tributario), align: 'right' },
                    { label: columna('financiero'), render: (fila) => formatMoney(fila.financiero), align: 'right' },
                    {
                        label: columna('balance'),
                        render: (fila) => (
                            <TextField
                                value={balance[clave(fila)] ?? ''}
                                onChange={(event) => setBalance((antes) => ({ ...antes, [clave(fila)]: event.target.value }))}
                                size="small"
                                slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${columna('balance')} ${fila.cuenta}` } }}
                                sx={{ width: 130 }}
                            />
                        ),
                    },
                    { label: columna('diferencia'), render: diferencia, align: 'right' },
                ]}
            />
        </Seccion>
    );
};
