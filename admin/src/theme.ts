import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material';
import { esES } from '@mui/material/locale';

// MUI's own component texts (pagination, autocomplete, alerts...) in Spanish, on top of react-admin's defaults.
// Buttons and tabs keep the spec's captions as written ("Iniciar sesión", "Salir", "Usuarios") instead of upper case.
// Laptop screens (1024 px and up with the side menu open): a screen never grows wider than its window. The layout
// and lists may shrink below their content, a table scrolls sideways inside its own frame, toolbars and rows of
// tabs wrap or scroll in place.
/** The class of a list's row actions (RowActions): the theme pins their column to the table's right edge. */
export const ACCIONES_DE_FILA = 'acciones-de-fila';

export const theme: RaThemeOptions = {
    ...defaultTheme,
    palette: {
        ...defaultTheme.palette,
        primary: { main: '#1565c0' },
        secondary: { main: '#0d47a1' },
        // Darker than MUI's orange and light blue: white text on a warning or info badge reads at 4.5:1 or more.
        warning: { main: '#b45309' },
        info: { main: '#0277bd' },
    },
    components: {
        ...defaultTheme.components,
        ...esES.components,
        // Whoever asks the system for less motion (prefers-reduced-motion, WCAG 2.3.3) sees no fading, sliding or
        // rippling: each change appears at once. MUI ends its transitions by timers, so dialogs still open and close
        // as usual; animations are cut short rather than removed, because fields detect the browser's autofill by an
        // animation's start. Progress indicators keep moving: they say that something is still being done.
        MuiCssBaseline: {
            styleOverrides: {
                '@media (prefers-reduced-motion: reduce)': {
                    '*, *::before, *::after': { transition: 'none !important', scrollBehavior: 'auto !important' },
                    '*:not(.MuiCircularProgress-root):not(.MuiLinearProgress-bar), *::before, *::after': {
                        animationDuration: '0.01ms !important',
                        animationIterationCount: '1 !important',
                    },
                },
            },
        },
        MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
        MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
        // A progress indicator is announced by name (the app speaks only Spanish).
        MuiCircularProgress: { defaultProps: { 'aria-label': 'Cargando' } },
        MuiLinearProgress: { defaultProps: { 'aria-label': 'Cargando' } },
        // The hint under a disabled field says why it is disabled ("Elija primero el departamento"): it must be read.
        MuiFormHelperText: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
        MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
        RaLayout: {
            styleOverrides: {
                root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } },
            },
        },
        RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
        RaListToolbar: { styleOverrides: { root: { flexWrap: 'wrap', gap: 8 } } },
        RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap', whiteSpace: 'normal' } } },
        // A long entry of the menu ("Reporte de Asignación") takes a second line rather than losing its end.
        RaMenuItemLink: { styleOverrides: { root: { '& .MuiTypography-noWrap': { whiteSpace: 'normal', lineHeight: 1.25 } } } },
        // A table wider than its card scrolls inside it, and its row actions (RowActions) stay pinned at the right edge:
        // edit, view and delete are always in sight, whatever columns scrolled away.
        RaDatagrid: {
            styleOverrides: {
                root: ({ theme }: { theme: Theme }) => ({
                    '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
                    [`& td:has(> .${ACCIONES_DE_FILA}), & table:has(td > .${ACCIONES_DE_FILA}) thead th:last-of-type`]: {
                        position: 'sticky',
                        right: 0,
                        zIndex: 1,
                        backgroundColor: theme.palette.background.paper,
                        boxShadow: `inset 1px 0 0 ${theme.palette.divider}`,
                    },
                    // Above the other header cells, which stick to the top over the rows.
                    [`& table:has(td > .${ACCIONES_DE_FILA}) thead th:last-of-type`]: { zIndex: 3 },
                }),
            },
        },
        MuiAutocomplete: {
            ...defaultTheme.components?.MuiAutocomplete,
            defaultProps: {
                ...defaultTheme.components?.MuiAutocomplete?.defaultProps,
                ...esES.components?.MuiAutocomplete?.defaultProps,
            },
        },
    },
};
