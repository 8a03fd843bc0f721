import { useState } from 'react';
import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CentroCosto } from '../api/tipos';
import { Seccion, useGuardar } from './Seccion';

const T = 'resources.contabilidad.centros';

/** Each area's cost centre, the one the journal's lines carry. */
export const CentrosCosto = ({ areas, onGuardados }: { areas: CentroCosto[]; onGuardados(): void }) => {
    const translate = useTranslate();
    const [codigos, setCodigos] = useState<Record<number, string>>(() => Object.fromEntries(areas.map((area) => [area.id, area.centroCosto ?? ''])));
    const { guardar, problema } = useGuardar(
        (api) => api.guardarCentrosCosto(areas.map((area) => ({ areaId: area.id, centroCosto: codigos[area.id].trim() || null }))),
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
                                    <TableCell>{translate(`${T}.centro`)}</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {areas.map((area) => (
                                    <TableRow key={area.id}>
                                        <TableCell>{area.nombre}</TableCell>
                                        <TableCell>
                                            <TextField
                                                value={codigos[area.id]}
                                                onChange={(event) => setCodigos((antes) => ({ ...antes, [area.id]: event.target.value }))}
                                                size="small"
                                                slotProps={{ htmlInput: { maxLength: 10, 'aria-label': `${translate(`${T}.centro`)} · ${area.nombre}` } }}
                                                sx={{ width: 140 }}
                                            />
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                    <Button variant="contained" onClick={guardar} sx={{ mt: 2 }}>
                        {translate(`${T}.guardar`)}
                    </Button>
                </>
            )}
        </Seccion>
    );
};
