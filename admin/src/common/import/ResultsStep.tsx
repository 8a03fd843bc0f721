import {
    Box,
    Card,
    CardContent,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { ImportDefinition, ImportResult } from './types';

// The API writes Éxito; older answers wrote Exito. Anything else is an error.
const isSuccess = (status: string) => status === 'Éxito' || status === 'Exito';

type CardColor = 'success' | 'error' | 'primary';

const ResultCard = ({ value, label, color }: { value: number; label: string; color: CardColor }) => (
    <Card variant="outlined" sx={{ borderColor: `${color}.main` }}>
        <CardContent sx={{ textAlign: 'center' }}>
            <Typography variant="h4" color={`${color}.main`}>
                {value}
            </Typography>
            <Typography variant="body2">{label}</Typography>
        </CardContent>
    </Card>
);

/** Resultados: how many rows were created, failed and processed, then each row green or red with its message. */
export const ResultsStep = ({ definition, result }: { definition: ImportDefinition; result: ImportResult }) => {
    const translate = useTranslate();
    const { texts } = definition;
    return (
        <>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mb: 2 }}>
                <ResultCard value={result.successCount} label={translate(texts.createdCard)} color="success" />
                <ResultCard value={result.errorCount} label={translate('app.import.errors_card')} color="error" />
                <ResultCard value={result.totalProcessed} label={translate(texts.totalCard)} color="primary" />
            </Box>
            <TableContainer sx={{ maxHeight: 360 }}>
                <Table size="small" stickyHeader aria-label={translate('app.import.steps.results')}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('app.import.row')}</TableCell>
                            <TableCell>{translate('app.import.id')}</TableCell>
                            <TableCell>{translate(texts.itemColumn)}</TableCell>
                            <TableCell>{translate('app.import.status')}</TableCell>
                            <TableCell>{translate('app.import.message')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {result.processedItems.map((item, index) => {
                            const color = isSuccess(item.status) ? 'success' : 'error';
                            return (
                                <TableRow
                                    key={`${item.rowNumber}-${index}`}
                                    sx={(theme) => ({ backgroundColor: alpha(theme.palette[color].main, 0.12) })}
                                >
                                    <TableCell>{item.rowNumber}</TableCell>
                                    <TableCell>{item.codigo ?? ''}</TableCell>
                                    <TableCell>{item.descripcion ?? ''}</TableCell>
                                    <TableCell sx={{ color: `${color}.dark`, fontWeight: 500 }}>
                                        {item.status}
                                    </TableCell>
                                    <TableCell>{item.message ?? ''}</TableCell>
                                </TableRow>
                            );
                        })}
                    </TableBody>
                </Table>
            </TableContainer>
        </>
    );
};
