import { Box, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../common/format';
import { ChartCard } from './ChartCard';
import { activoStatusColors, mantenimientoStatusColors, withColors } from './chartColors';
import { formatSoles, formatSolesAbbreviated } from './format';
import type { Conteo, DashboardData } from './types';

/** Between a series' name and its value in a tooltip, as Spanish writes it (recharts puts a space before the colon). */
const SEPARADOR = ': ';

const key = (name: string) => `app.dashboard.charts.${name}`;
const countTooltip = (value: unknown) => formatNumber(Number(value));
const solesTooltip = (value: unknown) => formatSoles(Number(value));
const TICK = { fontSize: 12 };

/** The series or slices in data order, named in the text colour (a yellow name would not read on white). */
const ChartLegend = () => (
    <Legend
        itemSorter={null}
        formatter={(value) => (
            <Typography component="span" variant="body2" color="text.primary">
                {value}
            </Typography>
        )}
    />
);

const ActivosPorAreaChart = ({ data }: { data: DashboardData['activosByArea'] }) => {
    const translate = useTranslate();
    const theme = useTheme();
    return (
        <ChartCard title={key('by_area')} empty={data.length === 0}>
            <BarChart data={data}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="area" tick={TICK} />
                <YAxis allowDecimals={false} tick={TICK} />
                <Tooltip formatter={countTooltip} separator={SEPARADOR} />
                <Bar dataKey="count" name={translate(key('count'))} fill={theme.palette.primary.main} />
            </BarChart>
        </ChartCard>
    );
};

/** A pie of counts by estado; a doughnut when `hole`. */
const EstadosChart = ({ title, data, hole }: { title: string; data: Array<Conteo & { fill: string }>; hole?: boolean }) => (
    <ChartCard title={title} empty={data.length === 0}>
        <PieChart>
            <Pie
                data={data}
                dataKey="count"
                nameKey="status"
                innerRadius={hole ? '50%' : 0}
                outerRadius="75%"
                // The white edge between slices; a single slice would show it as a stray radius.
                stroke={data.length > 1 ? '#fff' : 'none'}
            />
            <Tooltip formatter={countTooltip} separator={SEPARADOR} />
            <ChartLegend />
        </PieChart>
    </ChartCard>
);

const DepreciacionChart = ({ data }: { data: DashboardData['depreciationTrend'] }) => {
    const translate = useTranslate();
    const theme = useTheme();
    return (
        <ChartCard title={key('depreciation')} empty={data.every((mes) => mes.originalValue === 0)}>
            <LineChart data={data} margin={{ right: 32 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="monthName" tick={TICK} interval={0} />
                <YAxis tickFormatter={formatSolesAbbreviated} tick={TICK} width={80} />
                <Tooltip formatter={solesTooltip} separator={SEPARADOR} />
                <ChartLegend />
                <Line
                    dataKey="originalValue"
                    name={translate(key('original_value'))}
                    stroke={theme.palette.primary.main}
                />
                <Line
                    dataKey="currentValue"
                    name={translate(key('current_value'))}
                    stroke={theme.palette.success.main}
                />
                <Line
                    dataKey="accumulatedDepreciation"
                    name={translate(key('accumulated'))}
                    stroke={theme.palette.error.main}
                />
            </LineChart>
        </ChartCard>
    );
};

const TendenciaMensualChart = ({ data }: { data: DashboardData['monthlyTrend'] }) => {
    const translate = useTranslate();
    const theme = useTheme();
    return (
        <ChartCard title={key('trend')} empty={data.every((mes) => mes.newActivos === 0 && mes.removedActivos === 0)}>
            <BarChart data={data}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="monthName" tick={TICK} interval={0} angle={-35} textAnchor="end" height={60} />
                <YAxis allowDecimals={false} tick={TICK} />
                <Tooltip formatter={countTooltip} separator={SEPARADOR} />
                <ChartLegend />
                <Bar dataKey="newActivos" name={translate(key('new'))} fill={theme.palette.success.main} />
                <Bar dataKey="removedActivos" name={translate(key('removed'))} fill={theme.palette.error.main} />
            </BarChart>
        </ChartCard>
    );
};

/** The five charts of docs/especificacion-operaciones.md §2, two to a row where they fit. */
export const DashboardCharts = ({ data }: { data: DashboardData }) => {
    const theme = useTheme();
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <ActivosPorAreaChart data={data.activosByArea} />
            <EstadosChart title={key('status')} data={withColors(data.activosStatus, activoStatusColors(theme))} />
            <DepreciacionChart data={data.depreciationTrend} />
            <EstadosChart
                title={key('maintenance')}
                data={withColors(data.maintenanceStatus, mantenimientoStatusColors(theme))}
                hole
            />
            <TendenciaMensualChart data={data.monthlyTrend} />
        </Box>
    );
};
