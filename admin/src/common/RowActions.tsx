import { useRef, type ReactNode } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ACCIONES_DE_FILA } from '../theme';
import { DeleteRecordButton } from './DeleteRecordButton';

interface RowActionsProps<RecordType extends RaRecord> {
    /** Column header; Datagrid reads it from here. */
    label?: string;
    onEdit(record: RecordType): void;
    /** A Ver button between edit and delete, for a detail view. */
    onView?(record: RecordType): void;
    canEdit?: (record: RecordType) => boolean;
    canDelete?: (record: RecordType) => boolean;
    recordName?: (record: RecordType) => string;
    /** Translation key of why the record can't be deleted, if so: the delete button stays, disabled. */
    deleteDisabledReason?: (record: RecordType) => string | undefined;
    /** See DeleteRecordButton: the outcome of a delete, in place of the notifications. */
    onDeleted?(): void;
    onDeleteError?(message: string): void;
    /** More row buttons, before edit and delete. */
    children?: ReactNode;
}

/**
 * Brings the table back to its start once a dialog opened from a row closes. Closing gives focus back to the row's
 * button, and the browser scrolled the table to that button's place at the far right (the theme pins the column
 * there), leaving the first columns cut; a table scrolled sideways before the action is also put back at its start,
 * with Código in sight, as the person sees it when the list opens.
 */
const useTablaAlInicio = () => {
    const tabla = useRef<Element | null>(null);
    return {
        onClickCapture: (event: { currentTarget: Element }) => {
            tabla.current = event.currentTarget.closest('.RaDatagrid-tableWrapper');
        },
        onFocusCapture: () => {
            const abierta = tabla.current;
            if (!abierta) return;
            tabla.current = null;
            // After the browser's own scroll to the focused button, in the next frame.
            requestAnimationFrame(() => {
                abierta.scrollLeft = 0;
            });
        },
    };
};

/** The Acciones column of a list: edit (opens the caller's dialog), an optional view and a confirmed delete. */
export const RowActions = <RecordType extends RaRecord>({
    onEdit,
    onView,
    canEdit = () => true,
    canDelete = () => true,
    recordName,
    deleteDisabledReason,
    onDeleted,
    onDeleteError,
    children,
}: RowActionsProps<RecordType>) => {
    const record = useRecordContext<RecordType>();
    const translate = useTranslate();
    const alInicio = useTablaAlInicio();
    if (!record) return null;
    const editLabel = translate('ra.action.edit');
    const viewLabel = translate('ra.action.show');
    return (
        <Stack direction="row" spacing={0.5} alignItems="center" className={ACCIONES_DE_FILA} {...alInicio}>
            {children}
            {canEdit(record) && (
                <Tooltip title={editLabel}>
                    <IconButton aria-label={editLabel} color="primary" size="small" onClick={() => onEdit(record)}>
                        <EditIcon fontSize="small" />
                    </IconButton>
                </Tooltip>
            )}
            {onView && (
                <Tooltip title={viewLabel}>
                    <IconButton aria-label={viewLabel} color="info" size="small" onClick={() => onView(record)}>
                        <VisibilityIcon fontSize="small" />
                    </IconButton>
                </Tooltip>
            )}
            {canDelete(record) && (
                <DeleteRecordButton
                    recordName={recordName}
                    disabledReason={deleteDisabledReason?.(record)}
                    onDeleted={onDeleted}
                    onDeleteError={onDeleteError}
                />
            )}
        </Stack>
    );
};
