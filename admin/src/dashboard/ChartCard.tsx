import type { ReactElement } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ResponsiveContainer } from 'recharts';

/** docs/especificacion-operaciones.md §9: every chart is 300 px high. */
const CHART_HEIGHT = 300;

/** A titled chart, or the no-data text in its place when there is nothing to draw. */
export const ChartCard = ({ title, empty, children }: { title: string; empty: boolean; children: ReactElement }) => {
    const translate = useTranslate();
    return (
        <Card component="section" aria-label={translate(title)} sx={{ flex: '1 1 420px', minWidth: 0 }}>
            <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                    {translate(title)}
                </Typography>
                <Box sx={{ height: CHART_HEIGHT }}>
                    {empty ? (
                        <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                            <Typography color="text.secondary">{translate('app.dashboard.charts.empty')}</Typography>
                        </Box>
                    ) : (
                        <ResponsiveContainer width="100%" height="100%">
                            {children}
                        </ResponsiveContainer>
                    )}
                </Box>
            </CardContent>
        </Card>
    );
};
