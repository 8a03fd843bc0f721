import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { CampoFecha } from '../common/fechas/Fechas';
import { usuarioName } from '../usuario/record';
import { NO_FILTERS, type AuditFilters } from './record';
import type { FilterOptions } from './useFilterOptions';
import { nombreDeAccion, nombreDeTabla } from './nombres';

interface AuditFiltersFormProps {
    options: FilterOptions;
    onApply(filters: AuditFilters): void;
}

/** User, company, table, action, dates and text; Buscar applies them, Limpiar clears and applies none. */
export const AuditFiltersForm = ({ options, onApply }: AuditFiltersFormProps) => {
    const translate = useTranslate();
    const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
    const text = (name: string) => translate(`resources.Audit.filters.${name}`);
    const field = (name: keyof AuditFilters) => ({
        value: draft[name],
        onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
    });
    const select = (name: keyof AuditFilters, label: string, items: Array<{ value: string; label: string }>) => (
        <TextField select label={label} {...field(name)} sx={{ width: { xs: '100%', sm: 200 } }}>
            <MenuItem value="">{text('all')}</MenuItem>
            {items.map((item) => (
                <MenuItem key={item.value} value={item.value}>
                    {item.label}
                </MenuItem>
            ))}
        </TextField>
    );
    const submit = (event: FormEvent) => {
        event.preventDefault();
        onApply(draft);
    };
    const clear = () => {
        setDraft(NO_FILTERS);
        onApply(NO_FILTERS);
    };
    const fecha = (name: 'startDate' | 'endDate', label: string) => (
        <CampoFecha
            label={label}
            value={draft[name]}
            onChange={(value) => setDraft({ ...draft, [name]: value })}
            sx={{ width: { xs: '100%', sm: 170 } }}
        />
    );
    return (
        <Box
            component="form"
            role="search"
            aria-label={text('label')}
            onSubmit={submit}
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'center', mb: 2 }}
        >
            {select(
                'userId',
                text('user'),
                options.usuarios.map((usuario) => ({ value: String(usuario.id), label: usuarioName(usuario) })),
            )}
            {select(
                'companiaId',
                text('company'),
                options.companias.map((compania) => ({ value: String(compania.id), label: compania.razonSocial })),
            )}
            {select(
                'tableName',
                text('table'),
                options.tablas.map((tabla) => ({ value: tabla, label: nombreDeTabla(translate, tabla) })),
            )}
            {select(
                'action',
                text('action'),
                options.acciones.map((accion) => ({ value: accion, label: nombreDeAccion(translate, accion) })),
            )}
            {fecha('startDate', text('start_date'))}
            {fecha('endDate', text('end_date'))}
            <TextField label={text('search')} {...field('searchTerm')} sx={{ width: { xs: '100%', sm: 280 } }} />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
                {translate('ra.action.search')}
            </Button>
            <Button variant="outlined" startIcon={<ClearIcon />} onClick={clear}>
                {text('clear')}
            </Button>
        </Box>
    );
};
