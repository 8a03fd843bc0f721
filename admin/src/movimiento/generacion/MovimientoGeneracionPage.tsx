import { useEffect, useRef, useState, type Dispatch, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useFormContext } from 'react-hook-form';
import { Form, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { fullRow, Section } from '../../activo/dialog/fields';
import { AvisoCambiosSinGuardar, enfocarPrimerCampo } from '../../common/CambiosSinGuardar';
import { MessageDialog } from '../../common/MessageDialog';
import { Page } from '../../common/Page';
import { DatosMovimientoInputs, DatosTransporteInputs } from '../MovimientoInputs';
import type { GuiaMovimiento } from '../record';
import { ActivosAgregadosTable } from './ActivosAgregadosTable';
import { activosEnGuias, hayCambios, mensajeDelProblema, type AccionDeGeneracion } from './estadoDeGeneracion';
import { GuiaDialog } from './GuiaDialog';
import { GuiasTable } from './GuiasTable';
import { useGeneracionDeMovimiento } from './useGeneracionDeMovimiento';

/** Datos del Movimiento and Datos del Transporte, the header: the page opens with the focus on its first input. */
const CabeceraDelMovimiento = () => {
    const formRef = useRef<HTMLDivElement>(null);
    useEffect(() => enfocarPrimerCampo(formRef.current), []);
    return (
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
    );
};

/** A section of the page on a card of its own, its content the whole row wide. */
const SeccionEnTarjeta = ({ title, children }: { title: string; children: ReactNode }) => (
    <Card sx={{ mt: 2 }}>
        <CardContent>
            <Section title={title}>
                <Box sx={fullRow}>{children}</Box>
            </Section>
        </CardContent>
    </Card>
);

/** The guide lines with Agregar Guía: a new line starts with the header's date, recipient and points. */
const GuiasDelMovimiento = ({ guias, dispatch }: { guias: GuiaMovimiento[]; dispatch: Dispatch<AccionDeGeneracion> }) => {
    const { getValues } = useFormContext();
    return (
        <GuiasTable
            guias={guias}
            onAdd={() => dispatch({ type: 'nuevaGuia', cabecera: getValues() })}
            onEdit={(index) => dispatch({ type: 'editarGuia', index })}
            onDelete={(index) => dispatch({ type: 'eliminarGuia', index })}
        />
    );
};

/** Cancelar, back to the list, and Generar Movimiento, the form's submit; both wait while the movement is sent. */
const BotonesDeGeneracion = ({ guardando }: { guardando: boolean }) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    return (
        <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 2 }}>
            <Button onClick={() => navigate('/movimientos')} disabled={guardando}>
                {translate('ra.action.cancel')}
            </Button>
            <Button
                type="submit"
                variant="contained"
                disabled={guardando}
                startIcon={guardando ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
            >
                {translate('resources.movimiento.generacion.submit')}
            </Button>
        </Stack>
    );
};

/**
 * Generación de Movimientos (route movimientos/create): the header, the assets and the guide lines of a movement,
 * sent together to POST /api/Movimiento/insupd; on success, back to the list.
 */
export const MovimientoGeneracionPage = () => {
    // Once: the form starts over whenever its default values change.
    const [defaultValues] = useState(() => ({ fecha: new Date().toISOString() }));
    const { estado, dispatch, generar } = useGeneracionDeMovimiento();
    return (
        <Page title="resources.movimiento.create_title">
            <Form resource="movimiento" defaultValues={defaultValues} onSubmit={generar} noValidate mode="onTouched">
                <AvisoCambiosSinGuardar otrosCambios={hayCambios(estado)} guardado={estado.guardado} />
                <CabeceraDelMovimiento />
                <SeccionEnTarjeta title="resources.movimiento.generacion.activos">
                    <ActivosAgregadosTable
                        activos={estado.activos}
                        enGuias={activosEnGuias(estado.guias)}
                        onAgregar={(activo) => dispatch({ type: 'agregarActivo', activo })}
                        onQuitar={(id) => dispatch({ type: 'quitarActivo', id })}
                    />
                </SeccionEnTarjeta>
                <SeccionEnTarjeta title="resources.movimiento.generacion.guias">
                    <GuiasDelMovimiento guias={estado.guias} dispatch={dispatch} />
                </SeccionEnTarjeta>
                <BotonesDeGeneracion guardando={estado.guardando} />
            </Form>
            {estado.editando && (
                <GuiaDialog
                    guia={estado.editando.guia}
                    editing={estado.editando.index !== undefined}
                    activos={estado.activos}
                    onSave={(guia) => dispatch({ type: 'guardarGuia', guia })}
                    onClose={() => dispatch({ type: 'cancelarGuia' })}
                />
            )}
            {estado.problema && (
                <MessageDialog message={mensajeDelProblema(estado.problema)} onClose={() => dispatch({ type: 'cerrarProblema' })} />
            )}
        </Page>
    );
};
