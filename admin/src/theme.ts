import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { esES } from '@mui/material/locale';

// MUI's own component texts (pagination, autocomplete, alerts...) in Spanish, on top of react-admin's defaults.
// Buttons and tabs keep the spec's captions as written ("Iniciar sesion", "Salir", "Usuarios") instead of upper case.
export const theme: RaThemeOptions = {
    ...defaultTheme,
    palette: {
        ...defaultTheme.palette,
        primary: { main: '#1565c0' },
        secondary: { main: '#0d47a1' },
    },
    components: {
        ...defaultTheme.components,
        ...esES.components,
        MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
        MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
        MuiAutocomplete: {
            ...defaultTheme.components?.MuiAutocomplete,
            defaultProps: {
                ...defaultTheme.components?.MuiAutocomplete?.defaultProps,
                ...esES.components?.MuiAutocomplete?.defaultProps,
            },
        },
    },
};
