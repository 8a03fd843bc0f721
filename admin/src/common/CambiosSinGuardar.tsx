import { useEffect } from 'react';
import ClearIcon from '@mui/icons-material/Clear';
import { useFormState } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import { getToken } from '../session';
import { ConfirmDialog } from './ConfirmDialog';

interface DescartarCambiosDialogProps {
    open: boolean;
    /** Discards: the form closes or the page is left. */
    onConfirm(): void;
    /** Stays with the changes. */
    onClose(): void;
}

/** ¿Descartar los cambios?, asked before a form with unsaved changes closes. */
export const DescartarCambiosDialog = ({ open, onConfirm, onClose }: DescartarCambiosDialogProps) => (
    <ConfirmDialog
        open={open}
        title="app.descartar.title"
        content="app.descartar.content"
        confirmLabel="app.descartar.confirm"
        cancelLabel="app.descartar.cancel"
        confirmIcon={ClearIcon}
        onConfirm={onConfirm}
        onClose={onClose}
    />
);

/** The first input of a form, where typing starts: not one that is hidden, disabled or read-only. */
const CAMPO =
    'input:not([type=hidden]):not([aria-hidden=true]):not(:disabled):not([readonly]), textarea:not(:disabled):not([readonly]), [role=combobox][tabindex="0"], [role=spinbutton]:not([aria-readonly=true])';

/** Puts the focus on the container's first input, unless one of its inputs asked for it (autoFocus). */
export const enfocarPrimerCampo = (container: HTMLElement | null) => {
    if (!container || container.contains(document.activeElement)) return;
    container.querySelector<HTMLElement>(CAMPO)?.focus();
};

interface AvisoCambiosSinGuardarProps {
    /** Changes the page keeps outside the form (lists it builds). */
    otrosCambios?: boolean;
    /** Saved: leaving now loses nothing. */
    guardado?: boolean;
}

/**
 * Inside a page's form: leaving it for another route with unsaved changes asks first, and so does
 * closing or reloading the browser's tab (the browser's own question). A session that ended (Salir, expired)
 * goes to the login page without asking: nothing could be saved anyway.
 */
export const AvisoCambiosSinGuardar = ({ otrosCambios = false, guardado = false }: AvisoCambiosSinGuardarProps) => {
    const { isDirty } = useFormState();
    const pendiente = (isDirty || otrosCambios) && !guardado;
    const blocker = useBlocker(
        ({ currentLocation, nextLocation }) =>
            pendiente && currentLocation.pathname !== nextLocation.pathname && Boolean(getToken()),
    );
    useEffect(() => {
        if (!pendiente) return undefined;
        const avisar = (event: BeforeUnloadEvent) => event.preventDefault();
        window.addEventListener('beforeunload', avisar);
        return () => window.removeEventListener('beforeunload', avisar);
    }, [pendiente]);
    return (
        <DescartarCambiosDialog
            open={blocker.state === 'blocked'}
            onConfirm={() => blocker.proceed?.()}
            onClose={() => blocker.reset?.()}
        />
    );
};
