import {
    Box,
    Card,
    CardContent,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TablePagination,
    TableRow,
    Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportDefinition, ImportedRow, ImportResult } from './types';

// The API writes Éxito; older answers wrote Exito. Anything else is an error.
const isSuccess = (status: string) => status === 'Éxito' || status === 'Exito';

type CardColor = 'success' | 'error' | 'primary';

/** Row, id, code and status are read whole: a long message wraps instead ("ACT-" / "000017" was split). */
const ENTERO = { whiteSpace: 'nowrap' } as const;

/** A file of 10,000 rows answers 10,000 results: only a page of them is drawn at a time. */
const PAGE_SIZES = [25, 50, 100];
const DEFAULT_PAGE_SIZE = 50;

/** The rows to fix first, each group in the file's order. */
const errorsFirst = (items: ImportedRow[]): ImportedRow[] => [
    ...items.filter((item) => !isSuccess(item.status)),
    ...items.filter((item) => isSuccess(item.status)),
];

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

/**
 * Resultados: how many rows were created, failed and processed, then each row green or red with its message,
 * errors first, a page at a time.
 */
export const ResultsStep = ({ definition, result }: { definition: ImportDefinition; result: ImportResult }) => {
    const translate = useTranslate();
    const { texts } = definition;
    const rows = useMemo(() => errorsFirst(result.processedItems), [result.processedItems]);
    const [page, setPage] = useState(0);
    const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
    const shown = rows.slice(page * pageSize, (page + 1) * pageSize);
    return (
        <>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mb: 2 }}>
                <ResultCard value={result.successCount} label={translate(texts.createdCard)} color="success" />
                <ResultCard value={result.errorCount} label={translate('app.import.errors_card')} color="error" />
                <ResultCard value={result.totalProcessed} label={translate(texts.totalCard)} color="primary" />
            </Box>
            <TableContainer sx={{ maxHeight: 360 }}>
                <Table size="small" stickyHeader aria-label={translate('app.import.results_table')}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('app.import.row')}</TableCell>
                            <TableCell>{translate('app.import.id')}</TableCell>
                            {texts.codeColumn && <TableCell>{translate(texts.codeColumn)}</TableCell>}
                            <TableCell>{translate(texts.itemColumn)}</TableCell>
                            <TableCell>{translate('app.import.status')}</TableCell>
                            <TableCell>{translate('app.import.message')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {shown.map((item, index) => {
                            const color = isSuccess(item.status) ? 'success' : 'error';
                            return (
                                <TableRow
                                    key={`${item.rowNumber}-${index}`}
                                    sx={(theme) => ({ backgroundColor: alpha(theme.palette[color].main, 0.12) })}
                                >
                                    <TableCell sx={ENTERO}>{item.rowNumber}</TableCell>
                                    <TableCell sx={ENTERO}>{item.id ?? ''}</TableCell>
                                    {texts.codeColumn && <TableCell sx={ENTERO}>{item.codigo ?? ''}</TableCell>}
                                    <TableCell>{item.descripcion ?? ''}</TableCell>
                                    <TableCell sx={{ ...ENTERO, color: `${color}.dark`, fontWeight: 500 }}>
                                        {item.status}
                                    </TableCell>
                                    <TableCell>{item.message ?? ''}</TableCell>
                                </TableRow>
                            );
                        })}
                    </TableBody>
                </Table>
            </TableContainer>
            {rows.length > PAGE_SIZES[0] && (
                <TablePagination
                    component="div"
                    count={rows.length}
                    page={page}
                    rowsPerPage={pageSize}
                    rowsPerPageOptions={PAGE_SIZES}
                    onPageChange={(_event, next) => setPage(next)}
                    onRowsPerPageChange={(event) => {
                        setPageSize(Number(event.target.value));
                        setPage(0);
                    }}
                    labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
                    labelDisplayedRows={({ from, to, count }) =>
                        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
                    }
                    getItemAriaLabel={(type) => translate(`app.import.page_${type}`)}
                />
            )}
        </>
    );
};
