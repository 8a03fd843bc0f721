import { useState } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CentroCosto } from '../api/tipos';
import { BotonGuardar, Seccion, useGuardar } from './Seccion';

const T = 'resources.contabilidad.centros';

type Campo = 'centroCosto' | 'cuentaDestino';
/** Each field's column, the most characters it takes and its width. */
const CAMPOS: Array<{ campo: Campo; titulo: string; largo: number; ancho: number }> = [
    { campo: 'centroCosto', titulo: 'centro', largo: 10, ancho: 140 },
    { campo: 'cuentaDestino', titulo: 'destino', largo: 8, ancho: 120 },
];

/** Each area's cost centre, the one the journal's lines carry, and its own destination account (empty: the company's). */
export const CentrosCosto = ({ areas, onGuardados }: { areas: CentroCosto[]; onGuardados(): void }) => {
    const translate = useTranslate();
    const [valores, setValores] = useState<Record<number, Record<Campo, string>>>(() =>
        Object.fromEntries(areas.map((area) => [area.id, { centroCosto: area.centroCosto ?? '', cuentaDestino: area.cuentaDestino ?? '' }])),
    );
    const { guardar, problema } = useGuardar(
        (api) =>
            api.guardarCentrosCosto(
                areas.map((area) => ({ areaId: area.id, centroCosto: valores[area.id].centroCosto.trim() || null, cuentaDestino: valores[area.id].cuentaDestino.trim() || null })),
            ),
        `${T}.guardados`,
        onGuardados,
    );
    return (
        <Seccion clave={T} problema={problema}>
            {areas.length === 0 ? (
                <Typography color="text.secondary">{translate(`${T}.vacio`)}</Typography>
            ) : (
                <>
                    <TableContainer sx={{ maxHeight: 360 }}>
                        <Table size="small" stickyHeader aria-label={translate(`${T}.title`)}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate(`${T}.area`)}</TableCell>
                                    {CAMPOS.map(({ campo, titulo }) => (
                                        <TableCell key={campo}>{translate(`${T}.${titulo}`)}</TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {areas.map((area) => (
                                    <TableRow key={area.id}>
                                        <TableCell>{area.nombre}</TableCell>
                                        {CAMPOS.map(({ campo, titulo, largo, ancho }) => (
                                            <TableCell key={campo}>
                                                <TextField
                                                    value={valores[area.id][campo]}
                                                    onChange={(event) => setValores((antes) => ({ ...antes, [area.id]: { ...antes[area.id], [campo]: event.target.value } }))}
                                                    size="small"
                                                    slotProps={{ htmlInput: { maxLength: largo, 'aria-label': `${translate(`${T}.${titulo}`)} · ${area.nombre}` } }}
                                                    sx={{ width: ancho }}
                                                />
                                            </TableCell>
                                        ))}
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                    <BotonGuardar clave={T} onClick={guardar} />
                </>
            )}
        </Seccion>
    );
};
