import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useFormContext } from 'react-hook-form';
import { Form, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ActivoOption } from '../../activo/ActivoSelector';
import { fullRow, Section } from '../../activo/dialog/fields';
import { AvisoCambiosSinGuardar, enfocarPrimerCampo } from '../../common/CambiosSinGuardar';
import { fieldErrors, useErrorMessage } from '../../common/errors';
import { MessageDialog, type Message } from '../../common/MessageDialog';
import { Page } from '../../common/Page';
import { text } from '../../common/payload';
import { useApi } from '../../common/useApiQuery';
import { DatosMovimientoInputs, DatosTransporteInputs } from '../MovimientoInputs';
import { cabeceraPayload, guiaPayload } from '../movimientoPayload';
import { CAMPOS_CABECERA, type GuiaMovimiento } from '../record';
import { ActivosAgregadosTable } from './ActivosAgregadosTable';
import { GuiaDialog } from './GuiaDialog';
import { GuiasTable } from './GuiasTable';

type Values = Record<string, unknown>;

/** The guide being added (no index) or changed. */
interface GuiaEnEdicion {
    index?: number;
    guia: Partial<GuiaMovimiento>;
}

/** The first of the spec's messages the page breaks (docs/especificacion-operaciones.md §5 "Generación de movimientos"), as a translation key. */
const faltante = (values: Values, activos: ActivoOption[], guias: GuiaMovimiento[]): string | undefined => {
    if (CAMPOS_CABECERA.some((campo) => !text(values[campo]))) return 'resources.movimiento.generacion.campos';
    if (!activos.length) return 'resources.movimiento.generacion.activos_requeridos';
    if (!guias.length) return 'resources.movimiento.generacion.guias_requeridas';
    return undefined;
};

/** The guide lines with Agregar Guía: a new line starts with the header's date, recipient and points. */
interface GuiasSectionProps {
    guias: GuiaMovimiento[];
    onOpen(guia: GuiaEnEdicion): void;
    onDelete(index: number): void;
}

const GuiasSection = ({ guias, onOpen, onDelete }: GuiasSectionProps) => {
    const { getValues } = useFormContext();
    const nueva = (): Partial<GuiaMovimiento> => {
        const cabecera = getValues();
        return {
            fecha: cabecera.fecha,
            destinatario: cabecera.destinatario,
            puntoDePartida: cabecera.puntoDePartida,
            puntoDeLlegada: cabecera.puntoDeLlegada,
            unidad: 'UND',
            cantidad: 1,
        };
    };
    return (
        <GuiasTable
            guias={guias}
            onAdd={() => onOpen({ guia: nueva() })}
            onEdit={(index) => onOpen({ index, guia: guias[index] })}
            onDelete={onDelete}
        />
    );
};

/**
 * Generación de Movimientos (route movimientos/create): the header, the assets and the guide lines of a movement,
 * sent together to POST /api/Movimiento/insupd; on success, back to the list.
 */
export const MovimientoGeneracionPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const describe = useErrorMessage();
    const api = useApi();
    // Once: the form starts over whenever its default values change.
    const [defaultValues] = useState(() => ({ fecha: new Date().toISOString() }));
    const [activos, setActivos] = useState<ActivoOption[]>([]);
    const [guias, setGuias] = useState<GuiaMovimiento[]>([]);
    const [editando, setEditando] = useState<GuiaEnEdicion>();
    const [message, setMessage] = useState<Message>();
    const [saving, setSaving] = useState(false);
    const [guardado, setGuardado] = useState(false);
    const formRef = useRef<HTMLDivElement>(null);

    useEffect(() => enfocarPrimerCampo(formRef.current), []);
    // After the render that retires the unsaved-changes guard.
    useEffect(() => {
        if (guardado) navigate('/movimientos');
    }, [guardado, navigate]);

    const generar = async (values: Values): Promise<Record<string, string> | undefined> => {
        const problema = faltante(values, activos, guias);
        if (problema) {
            setMessage({ title: 'resources.movimiento.validation.required_title', text: problema, severity: 'error' });
            return undefined;
        }
        setSaving(true);
        try {
            const body = {
                ...cabeceraPayload(values),
                activos: activos.map(({ id }) => id),
                guiaMovimientos: guias.map(guiaPayload),
            };
            await api.generarMovimiento(body);
            notify('resources.movimiento.notifications.generated', { type: 'success' });
            setGuardado(true);
            return undefined;
        } catch (error) {
            // An expired session already went back to the login page through the data provider, as from any list.
            setMessage({
                title: 'resources.movimiento.errors.save_title',
                text: 'resources.movimiento.errors.generar',
                args: { message: describe(error) },
                severity: 'error',
            });
            setSaving(false);
            // The header's messages also show under their inputs.
            return fieldErrors(error);
        }
    };

    const guardarGuia = (guia: GuiaMovimiento) => {
        const index = editando?.index;
        setGuias(index === undefined ? [...guias, guia] : guias.map((actual, i) => (i === index ? guia : actual)));
        setEditando(undefined);
    };

    return (
        <Page title="resources.movimiento.create_title">
            <Form resource="movimiento" defaultValues={defaultValues} onSubmit={generar} noValidate mode="onTouched">
                <AvisoCambiosSinGuardar otrosCambios={activos.length > 0 || guias.length > 0} guardado={guardado} />
                <Card ref={formRef}>
                    <CardContent>
                        <Section title="resources.movimiento.sections.movimiento">
                            <DatosMovimientoInputs />
                        </Section>
                        <Section title="resources.movimiento.sections.transporte">
                            <DatosTransporteInputs />
                        </Section>
                    </CardContent>
                </Card>
                <Card sx={{ mt: 2 }}>
                    <CardContent>
                        <Section title="resources.movimiento.generacion.activos">
                            <Box sx={fullRow}>
                                <ActivosAgregadosTable
                                    activos={activos}
                                    enGuias={guias.flatMap((guia) => (guia.activoId ? [guia.activoId] : []))}
                                    onChange={setActivos}
                                />
                            </Box>
                        </Section>
                    </CardContent>
                </Card>
                <Card sx={{ mt: 2 }}>
                    <CardContent>
                        <Section title="resources.movimiento.generacion.guias">
                            <Box sx={fullRow}>
                                <GuiasSection
                                    guias={guias}
                                    onOpen={setEditando}
                                    onDelete={(index) => setGuias(guias.filter((_guia, i) => i !== index))}
                                />
                            </Box>
                        </Section>
                    </CardContent>
                </Card>
                <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 2 }}>
                    <Button onClick={() => navigate('/movimientos')} disabled={saving}>
                        {translate('ra.action.cancel')}
                    </Button>
                    <Button
                        type="submit"
                        variant="contained"
                        disabled={saving}
                        startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
                    >
                        {translate('resources.movimiento.generacion.submit')}
                    </Button>
                </Stack>
            </Form>
            {editando && (
                <GuiaDialog
                    guia={editando.guia}
                    editing={editando.index !== undefined}
                    activos={activos}
                    onSave={guardarGuia}
                    onClose={() => setEditando(undefined)}
                />
            )}
            {message && <MessageDialog message={message} onClose={() => setMessage(undefined)} />}
        </Page>
    );
};
