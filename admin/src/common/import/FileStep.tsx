import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../format';
import { downloadTemplate } from './template';
import type { ImportDefinition } from './types';
import type { ImportWizardState } from './useImportWizard';

const KB = 1024;

/** Seleccionar Archivo: the instructions, the file, the start row and the template. */
interface FileStepProps {
    definition: ImportDefinition;
    wizard: ImportWizardState;
}

export const FileStep = ({ definition, wizard }: FileStepProps) => {
    const translate = useTranslate();
    const { file, chooseFile, startRow, setStartRow, busy } = wizard;
    return (
        <Stack spacing={2}>
            <Alert severity="info">
                <Typography variant="subtitle2">{translate('app.import.instructions')}</Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {definition.texts.instructions.map((instruction) => (
                        <li key={instruction}>{translate(instruction)}</li>
                    ))}
                </Box>
            </Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
                <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
                    {translate('app.import.choose_file')}
                    <input
                        hidden
                        type="file"
                        accept=".xlsx,.xls,.csv"
                        aria-label={translate('app.import.file')}
                        onChange={(event) => chooseFile(event.target.files?.[0])}
                    />
                </Button>
                <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
                    {file
                        ? `${file.name} (${formatNumber(file.size / KB)} KB)`
                        : translate('app.import.no_file_chosen')}
                </Typography>
            </Stack>
            <Typography variant="caption" color="text.secondary">
                {translate('app.import.file_hint')}
            </Typography>
            <TextField
                label={translate('app.import.start_row')}
                type="number"
                value={startRow}
                onChange={(event) => setStartRow(event.target.value)}
                disabled={busy}
                helperText={translate('app.import.start_row_hint')}
                slotProps={{ htmlInput: { min: 1, max: 100 } }}
                sx={{ maxWidth: 320 }}
            />
            <Box>
                <Button
                    variant="text"
                    startIcon={<DownloadIcon />}
                    onClick={() => downloadTemplate(definition.template)}
                >
                    {translate('app.import.download_template', { fileName: definition.template.fileName })}
                </Button>
            </Box>
        </Stack>
    );
};
