import { useState } from 'react';
import {
    Alert,
    Card,
    MenuItem,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { CampoMes } from '../common/fechas/Fechas';
import { Page } from '../common/Page';
import { Ejercicio71, useCierres } from './Ejercicio71';
import { FilaReporte, type Descarga } from './FilaReporte';
import {
    anioPorDefecto,
    aniosDelLibro,
    periodoPorDefecto,
    periodoValido,
    type PeriodoMeses,
} from './periodo';

const texto = (clave: string) => `resources.reportes.${clave}`;

/** The company's assets with every field, as a spreadsheet. */
const DESCARGAS_DE_ACTIVOS: Descarga[] = [
    {
        label: texto('actions.export'),
        ruta: '/reportes/activos/excel',
        archivo: 'Reporte_Activos.xlsx',
        formato: 'excel',
    },
];

/** The catalogue of assets, every one of them, as a printable PDF. */
const DESCARGAS_DEL_CATALOGO: Descarga[] = [
    {
        label: texto('actions.export'),
        ruta: '/activos/export/pdf',
        archivo: 'Catalogo_Activos.pdf',
        formato: 'pdf',
    },
];

/** Book 7.1 of a year: the PLE text file, the spreadsheet and the printable PDF. */
const descargasDelLibro = (anio: number): Descarga[] => [
    {
        label: texto('actions.export_txt'),
        ruta: `/reportes/formato-71/ple?anio=${anio}`,
        archivo: `Formato_7_1_${anio}.txt`,
        formato: 'txt',
    },
    {
        label: texto('actions.export_excel'),
        ruta: `/reportes/formato-71/excel?anio=${anio}`,
        archivo: `Formato_7_1_${anio}.xlsx`,
        formato: 'excel',
    },
    {
        label: texto('actions.export_pdf'),
        ruta: `/reportes/formato-71/pdf?anio=${anio}`,
        archivo: `Formato_7_1_${anio}.pdf`,
        formato: 'pdf',
    },
];

/** Depreciation of a period: each asset month by month (Exportar Data) and the summary by category (Reporte). */
const descargasDeDepreciacion = ({ desde, hasta }: PeriodoMeses): Descarga[] => [
    {
        label: texto('actions.export_data'),
        ruta: `/reportes/depreciacion/excel?desde=${desde}&hasta=${hasta}`,
        archivo: `Depreciacion_${desde}_${hasta}.xlsx`,
        formato: 'excel',
    },
    {
        label: texto('actions.report'),
        ruta: `/reportes/depreciacion/pdf?desde=${desde}&hasta=${hasta}`,
        archivo: `Depreciacion_Resumen_${desde}_${hasta}.pdf`,
        formato: 'pdf',
    },
];

interface SelectorAnioProps {
    anio: number;
    /** Marked in the list. */
    cerrados: number[];
    onChange(anio: number): void;
}

const SelectorAnio = ({ anio, cerrados, onChange }: SelectorAnioProps) => {
    const translate = useTranslate();
    return (
        <TextField
            select
            size="small"
            label={translate(texto('fields.anio'))}
            value={anio}
            onChange={(event) => onChange(Number(event.target.value))}
            // The chosen year alone; the list marks the closed ones.
            slotProps={{ select: { renderValue: (value) => String(value) } }}
            sx={{ width: 140 }}
        >
            {aniosDelLibro().map((opcion) => (
                <MenuItem key={opcion} value={opcion}>
                    {cerrados.includes(opcion) ? translate(texto('formato71.anio_cerrado'), { anio: opcion }) : opcion}
                </MenuItem>
            ))}
        </TextField>
    );
};

const SelectorPeriodo = ({ periodo, onChange }: { periodo: PeriodoMeses; onChange(periodo: PeriodoMeses): void }) => {
    const translate = useTranslate();
    const valido = periodoValido(periodo);
    const mes = (campo: keyof PeriodoMeses) => (
        <CampoMes
            label={translate(texto(`fields.${campo}`))}
            value={periodo[campo]}
            error={!valido}
            onChange={(value) => onChange({ ...periodo, [campo]: value })}
            size="small"
            disableFuture
            sx={{ width: 180 }}
        />
    );
    return (
        <Stack gap={1}>
            {/* Side by side only where the table has room for them and the Exportar buttons (1024 px does not). */}
            <Stack direction={{ xs: 'column', lg: 'row' }} gap={1}>
                {mes('desde')}
                {mes('hasta')}
            </Stack>
            {!valido && (
                <Alert severity="warning" sx={{ py: 0 }}>
                    {translate(texto('errors.period'))}
                </Alert>
            )}
        </Stack>
    );
};

/** Reportes: every report of the catalogue, each with its choices and an Exportar button per file. */
export const ReportesPage = () => {
    const translate = useTranslate();
    const [problem, setProblem] = useState<string>();
    const [anio, setAnio] = useState(anioPorDefecto);
    const [periodo, setPeriodo] = useState(periodoPorDefecto);
    const cierres = useCierres();
    return (
        <Page title="app.pages.reportes">
            {problem && (
                <Alert severity="error" onClose={() => setProblem(undefined)} sx={{ mb: 2 }}>
                    {problem}
                </Alert>
            )}
            <Card>
                <TableContainer>
                    <Table aria-label={translate('app.pages.reportes')}>
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate(texto('columns.reporte'))}</TableCell>
                                <TableCell>{translate(texto('columns.opciones'))}</TableCell>
                                <TableCell align="right">{translate(texto('columns.exportar'))}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            <FilaReporte
                                titulo={texto('activos.title')}
                                descripcion={texto('activos.description')}
                                descargas={DESCARGAS_DE_ACTIVOS}
                                onError={setProblem}
                            />
                            <FilaReporte
                                titulo={texto('formato71.title')}
                                descripcion={texto('formato71.description')}
                                opciones={
                                    <Stack gap={1.5}>
                                        <SelectorAnio
                                            anio={anio}
                                            cerrados={cierres.map((cierre) => cierre.anio)}
                                            onChange={setAnio}
                                        />
                                        <Ejercicio71 anio={anio} cierres={cierres} />
                                    </Stack>
                                }
                                descargas={descargasDelLibro(anio)}
                                onError={setProblem}
                            />
                            <FilaReporte
                                titulo={texto('catalogo.title')}
                                descripcion={texto('catalogo.description')}
                                descargas={DESCARGAS_DEL_CATALOGO}
                                onError={setProblem}
                            />
                            <FilaReporte
                                titulo={texto('depreciacion.title')}
                                descripcion={texto('depreciacion.description')}
                                opciones={<SelectorPeriodo periodo={periodo} onChange={setPeriodo} />}
                                deshabilitado={!periodoValido(periodo)}
                                descargas={descargasDeDepreciacion(periodo)}
                                onError={setProblem}
                            />
                        </TableBody>
                    </Table>
                </TableContainer>
            </Card>
        </Page>
    );
};
