import type { Key, ReactElement, ReactNode } from 'react';
import {
    Alert,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
    type Breakpoint,
    type SxProps,
    type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { RetryAlert } from './RetryAlert';
import type { ApiLoad } from './useApiQuery';

/** One column of a read-only table: its translated header and what each row shows in it. */
export interface Columna<Row> {
    label: string;
    render(row: Row): ReactNode;
    align?: 'right';
    sx?: SxProps<Theme>;
}

export interface TablaCargadaProps<Row> {
    load: ApiLoad<Row[]>;
    /** The translated text of a failure, from the reason the API gave. */
    errorText(message: string): string;
    /** With it, the failure offers Reintentar. */
    onRetry?(): void;
    /** What shows instead of a table without rows. */
    empty: ReactNode;
    columns: Array<Columna<Row>>;
    rowKey(row: Row): Key;
    /** The table's accessible name. */
    label?: string;
    /** Scrolls within this height, its header fixed. */
    maxHeight?: number;
    /** Shown above the rows (or the empty text) once they are loaded. */
    summary?(rows: Row[]): ReactNode;
}

/** A list the API answers, read-only: a spinner while it loads, why it failed, the empty text, or the table. */
export function TablaCargada<Row>({
    load,
    errorText,
    onRetry,
    empty,
    columns,
    rowKey,
    label,
    maxHeight,
    summary,
}: TablaCargadaProps<Row>) {
    const translate = useTranslate();
    if (load.state === 'loading') return <CircularProgress size={28} aria-label={translate('ra.page.loading')} />;
    if (load.state === 'error') {
        return onRetry ? (
            <RetryAlert onRetry={onRetry}>{errorText(load.message)}</RetryAlert>
        ) : (
            <Alert severity="error">{errorText(load.message)}</Alert>
        );
    }
    const rows = load.data;
    return (
        <>
            {summary?.(rows)}
            {rows.length === 0 ? (
                empty
            ) : (
                <TableContainer sx={maxHeight === undefined ? undefined : { maxHeight }}>
                    <Table size="small" stickyHeader={maxHeight !== undefined} aria-label={label}>
                        <TableHead>
                            <TableRow>
                                {columns.map((column) => (
                                    <TableCell key={column.label} align={column.align}>
                                        {column.label}
                                    </TableCell>
                                ))}
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {rows.map((row) => (
                                <TableRow key={rowKey(row)}>
                                    {columns.map((column) => (
                                        <TableCell key={column.label} align={column.align} sx={column.sx}>
                                            {column.render(row)}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </TableContainer>
            )}
        </>
    );
}

/** A button of the dialog's own beside Cerrar (Actualizar, Recalcular), disabled while the list loads. */
export interface AccionDialog {
    label: string;
    icon: ReactElement;
    onClick(): void;
}

export interface TablaDialogProps<Row> extends TablaCargadaProps<Row> {
    title: string;
    /** What the list is about, under the title. */
    subtitle?: ReactNode;
    maxWidth?: Breakpoint;
    onClose(): void;
    /** Shown above the list whatever its state (a form that adds rows). */
    before?: ReactNode;
    action?: AccionDialog;
    /** Dialogs opened from this one. */
    children?: ReactNode;
}

/** A dialog showing a list the API answers as a read-only table, with Cerrar. */
export function TablaDialog<Row>({
    title,
    subtitle,
    maxWidth = 'md',
    onClose,
    before,
    action,
    children,
    ...tabla
}: TablaDialogProps<Row>) {
    const translate = useTranslate();
    return (
        <Dialog open fullWidth maxWidth={maxWidth} onClose={onClose}>
            <DialogTitle>
                {title}
                {subtitle && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {subtitle}
                    </Typography>
                )}
            </DialogTitle>
            <DialogContent>
                {before}
                <TablaCargada {...tabla} />
            </DialogContent>
            {action ? (
                // Beside an action of the dialog's own, Cerrar is the main button.
                <DialogActions sx={{ px: 3, pb: 2 }}>
                    <Button
                        startIcon={action.icon}
                        onClick={action.onClick}
                        disabled={tabla.load.state === 'loading'}
                        sx={{ mr: 'auto' }}
                    >
                        {action.label}
                    </Button>
                    <Button variant="contained" onClick={onClose}>
                        {translate('ra.action.close')}
                    </Button>
                </DialogActions>
            ) : (
                <DialogActions>
                    <Button onClick={onClose}>{translate('ra.action.close')}</Button>
                </DialogActions>
            )}
            {children}
        </Dialog>
    );
}
