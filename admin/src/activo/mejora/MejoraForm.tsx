import { Alert, Box, Button, CircularProgress } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Form, TextInput, useTranslate } from 'react-admin';
import { FechaInput } from '../../common/fechas/Fechas';
import { MoneyInput } from '../../common/MoneyInput';
import { numberOrNull, text } from '../../common/payload';
import { useAltaEnLinea } from '../../common/useAltaEnLinea';
import { useApi } from '../../common/useApiQuery';
import { requiredText } from '../../common/validation';

const texto = (clave: string) => `resources.activos.mejoras.${clave}`;

type Values = Record<string, unknown>;

const requerido = (campo: string) => requiredText(texto(`validation.${campo}`));

const importePositivo = (value: unknown) => (value && !((numberOrNull(value) ?? 0) > 0) ? texto('validation.importe') : undefined);

/** The improvement as the API takes it. */
const toPayload = (values: Values) => ({
    fecha: text(values.fecha),
    descripcion: text(values.descripcion),
    documento: text(values.documento),
    importe: numberOrNull(values.importe) ?? 0,
});

/** Fecha, Descripción, Documento and Importe of a new improvement, and Agregar; the API's refusal shows above. */
export const MejoraForm = ({ activoId, onAdded }: { activoId: number; onAdded(): void }) => {
    const translate = useTranslate();
    const api = useApi();
    const { enviar, problem, setProblem, vez, pendiente } = useAltaEnLinea((values: Values) => api.agregarMejora(activoId, toPayload(values)), texto('add_error'), onAdded);

    return (
        <Form key={vez} onSubmit={enviar} noValidate mode="onTouched" disableInvalidFormNotification>
            {problem && (
                <Alert severity="error" onClose={() => setProblem(undefined)} sx={{ mb: 1 }}>
                    {problem}
                </Alert>
            )}
            <Box
                role="group"
                aria-label={translate(texto('new'))}
                onChange={() => setProblem(undefined)}
                sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr 10rem 9rem auto' },
                    columnGap: 1,
                    alignItems: 'start',
                    mb: 1,
                }}
            >
                <FechaInput source="fecha" label={texto('fields.fecha')} validate={requerido('fecha')} />
                <TextInput source="descripcion" label={texto('fields.descripcion')} validate={requerido('descripcion')} />
                <TextInput source="documento" label={texto('fields.documento')} validate={requerido('documento')} />
                <MoneyInput source="importe" label={texto('fields.importe')} currency="S/" validate={[requerido('importe'), importePositivo]} />
                <Button
                    type="submit"
                    variant="contained"
                    disabled={pendiente}
                    startIcon={pendiente ? <CircularProgress size={18} color="inherit" /> : <AddIcon />}
                    sx={{ mt: 1.5 }}
                >
                    {translate(texto('add'))}
                </Button>
            </Box>
        </Form>
    );
};
