import { useState } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CuentasDeCategoria, CuentasDeCategoriaCambio } from '../api/tipos';
import { BotonGuardar, Seccion, useGuardar } from './Seccion';

const T = 'resources.contabilidad.cuentas';

const CONCEPTOS = ['costo', 'depreciacionAcumulada', 'gastoDepreciacion', 'costoNetoBaja', 'ingresoVenta', 'cuentaPorCobrar', 'igvVenta', 'cuentaPorPagar'] as const;
type Concepto = (typeof CONCEPTOS)[number];

/** One account of the table, named by its concept and category for a screen reader. */
const CeldaDeCuenta = ({ valor, nombre, onChange }: { valor: string; nombre: string; onChange(valor: string): void }) => (
    <TableCell>
        <TextField
            value={valor}
            onChange={(event) => onChange(event.target.value)}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8, 'aria-label': nombre } }}
            sx={{ width: 96 }}
        />
    </TableCell>
);

/** The accounts of each SUNAT category, one row each; the table scrolls sideways inside its card on a narrow screen. */
export const CuentasContables = ({ cuentas, onGuardadas }: { cuentas: CuentasDeCategoria[]; onGuardadas(): void }) => {
    const translate = useTranslate();
    const [filas, setFilas] = useState<CuentasDeCategoriaCambio[]>(() =>
        cuentas.map((fila) => ({ categoria: fila.categoria, ...Object.fromEntries(CONCEPTOS.map((c) => [c, fila[c]])) }) as CuentasDeCategoriaCambio),
    );
    const { guardar, problema } = useGuardar((api) => api.guardarCuentasContables(filas), `${T}.guardadas`, onGuardadas);
    const cambiar = (indice: number, concepto: Concepto, valor: string) =>
        setFilas((antes) => antes.map((fila, i) => (i === indice ? { ...fila, [concepto]: valor } : fila)));
    return (
        <Seccion clave={T} problema={problema}>
            <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={translate(`${T}.title`)}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate(`${T}.categoria`)}</TableCell>
                            {CONCEPTOS.map((concepto) => (
                                <TableCell key={concepto}>{translate(`${T}.conceptos.${concepto}`)}</TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {filas.map((fila, indice) => {
                            const nombre = cuentas[indice].nombre;
                            return (
                                <TableRow key={fila.categoria}>
                                    <TableCell sx={{ minWidth: 180, maxWidth: 240 }}>{nombre}</TableCell>
                                    {CONCEPTOS.map((concepto) => (
                                        <CeldaDeCuenta
                                            key={concepto}
                                            valor={fila[concepto]}
                                            nombre={`${translate(`${T}.conceptos.${concepto}`)} · ${nombre}`}
                                            onChange={(valor) => cambiar(indice, concepto, valor)}
                                        />
                                    ))}
                                </TableRow>
                            );
                        })}
                    </TableBody>
                </Table>
            </TableContainer>
            <BotonGuardar clave={T} onClick={guardar} />
        </Seccion>
    );
};
