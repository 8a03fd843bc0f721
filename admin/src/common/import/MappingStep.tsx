import { Box, List, ListItem, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportDefinition, ImportField } from './types';
import type { ImportWizardState } from './useImportWizard';

const NOT_MAPPED = '';

/** Mapear Columnas: the file's headers, numbered from 1, and one column selector per field. */
interface MappingStepProps {
    definition: ImportDefinition;
    wizard: ImportWizardState;
}

export const MappingStep = ({ definition, wizard }: MappingStepProps) => {
    const translate = useTranslate();
    const { headers, mapping, mapColumn, missing, busy } = wizard;
    const unmapped = (field: ImportField) => definition.disableImportUntilMapped && missing.includes(field);
    return (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, gap: 2 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="subtitle2" gutterBottom>
                    {translate('app.import.excel_columns')}
                </Typography>
                <List
                    dense
                    aria-label={translate('app.import.excel_columns')}
                    sx={{ maxHeight: 420, overflow: 'auto' }}
                >
                    {headers.map((header, index) => (
                        <ListItem key={index} disableGutters>
                            <Typography variant="body2">
                                <strong>{index + 1}.</strong> {header}
                            </Typography>
                        </ListItem>
                    ))}
                </List>
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="subtitle2" gutterBottom>
                    {translate('app.import.system_fields')}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                    {translate('app.import.required_hint')}
                </Typography>
                <Stack spacing={1.5}>
                    {definition.fields.map((field) => (
                        <TextField
                            key={field.configKey}
                            select
                            size="small"
                            label={translate(field.label)}
                            required={field.required}
                            disabled={busy}
                            error={unmapped(field)}
                            helperText={
                                unmapped(field) &&
                                translate('app.import.required_column', { field: translate(field.label) })
                            }
                            value={mapping[field.configKey] ?? NOT_MAPPED}
                            // An unmapped field reads "-- No mapear --" rather than looking blank.
                            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                            onChange={({ target }) =>
                                mapColumn(field.configKey, target.value === NOT_MAPPED ? null : Number(target.value))
                            }
                        >
                            <MenuItem value={NOT_MAPPED}>{translate('app.import.not_mapped')}</MenuItem>
                            {headers.map((header, index) => (
                                <MenuItem key={index} value={index + 1}>
                                    {translate('app.import.column_option', { number: index + 1, header })}
                                </MenuItem>
                            ))}
                        </TextField>
                    ))}
                </Stack>
            </Paper>
        </Box>
    );
};
