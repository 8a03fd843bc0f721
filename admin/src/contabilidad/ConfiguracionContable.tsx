import { useState, type FormEvent } from 'react';
import { Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { CampoMes } from '../common/fechas/Fechas';
import { useErrorMessage } from '../common/errors';
import { numberOrNull } from '../common/payload';
import { useApi } from '../common/useApiQuery';
import type { ConfiguracionContable as Configuracion } from '../api/tipos';
import { Seccion } from './Seccion';

const T = 'resources.contabilidad.configuracion';

/** Fecha de inicio (a month: the books start on its first day), the deferred-tax rate and the destination entries. */
export const ConfiguracionContable = ({ configuracion, onGuardada }: { configuracion: Configuracion; onGuardada(): void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const api = useApi();
    const [mes, setMes] = useState(configuracion.fechaInicio?.slice(0, 7) ?? '');
    const [tasa, setTasa] = useState(String(configuracion.tasaImpuestoDiferido));
    const [destino, setDestino] = useState(configuracion.asientosDestino);
    const [cuentaDestino, setCuentaDestino] = useState(configuracion.cuentaDestino);
    const [cargas, setCargas] = useState(configuracion.cuentaCargasImputables);
    const [problema, setProblema] = useState<string>();
    const [guardando, setGuardando] = useState(false);

    const enviar = async (event: FormEvent) => {
        event.preventDefault();
        setProblema(undefined);
        setGuardando(true);
        try {
            await api.guardarConfiguracionContable({
                fechaInicio: mes ? `${mes}-01` : null,
                // An unreadable rate goes as typed: the API names the problem.
                tasaImpuestoDiferido: numberOrNull(tasa) ?? (tasa as unknown as number),
                asientosDestino: destino,
                cuentaDestino,
                cuentaCargasImputables: cargas,
            });
            notify(`${T}.guardada`, { type: 'success' });
            onGuardada();
        } catch (error) {
            setProblema(describe(error));
        } finally {
            setGuardando(false);
        }
    };
    return (
        <Seccion clave={T} onSubmit={enviar} problema={problema}>
            <Stack direction={{ xs: 'column', md: 'row' }} gap={2} alignItems={{ md: 'center' }} flexWrap="wrap">
                <CampoMes label={translate(`${T}.fecha_inicio`)} value={mes} onChange={setMes} size="small" sx={{ width: 200 }} />
                <TextField
                    id="tasa-impuesto-diferido"
                    label={translate(`${T}.tasa`)}
                    value={tasa}
                    onChange={(event) => setTasa(event.target.value)}
                    size="small"
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    sx={{ width: 200 }}
                />
                <FormControlLabel
                    control={<Switch checked={destino} onChange={(event) => setDestino(event.target.checked)} />}
                    label={translate(`${T}.destino`)}
                />
                {destino && (
                    <>
                        <TextField
                            label={translate(`${T}.cuenta_destino`)}
                            value={cuentaDestino}
                            onChange={(event) => setCuentaDestino(event.target.value)}
                            size="small"
                            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
                            sx={{ width: 160 }}
                        />
                        <TextField
                            label={translate(`${T}.cuenta_cargas`)}
                            value={cargas}
                            onChange={(event) => setCargas(event.target.value)}
                            size="small"
                            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
                            sx={{ width: 160 }}
                        />
                    </>
                )}
                <Button type="submit" variant="contained" disabled={guardando}>
                    {translate(`${T}.guardar`)}
                </Button>
            </Stack>
        </Seccion>
    );
};
