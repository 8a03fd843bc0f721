import { useEffect, useReducer } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { fieldErrors, useErrorMessage } from '../../common/errors';
import { useApi } from '../../common/useApiQuery';
import { cabeceraPayload, guiaPayload } from '../movimientoPayload';
import { ESTADO_INICIAL, estadoDeGeneracion, faltante } from './estadoDeGeneracion';

type Values = Record<string, unknown>;

/**
 * The generation page's state (estadoDeGeneracion) and Generar Movimiento: the header, the assets and the guide lines
 * sent together to POST /api/Movimiento/insupd; on success, back to the list.
 */
export const useGeneracionDeMovimiento = () => {
    const notify = useNotify();
    const navigate = useNavigate();
    const describe = useErrorMessage();
    const api = useApi();
    const [estado, dispatch] = useReducer(estadoDeGeneracion, ESTADO_INICIAL);

    // After the render that retires the unsaved-changes guard.
    useEffect(() => {
        if (estado.guardado) navigate('/movimientos');
    }, [estado.guardado, navigate]);

    /** The form's onSubmit: resolves with the server's messages by field, which show under the header's inputs. */
    const generar = async (values: Values): Promise<Record<string, string> | undefined> => {
        const falta = faltante(values, estado.activos, estado.guias);
        if (falta) {
            dispatch({ type: 'incompleto', falta });
            return undefined;
        }
        dispatch({ type: 'enviando' });
        try {
            const body = {
                ...cabeceraPayload(values),
                activos: estado.activos.map(({ id }) => id),
                guiaMovimientos: estado.guias.map(guiaPayload),
            };
            await api.generarMovimiento(body);
            notify('resources.movimiento.notifications.generated', { type: 'success' });
            dispatch({ type: 'guardado' });
            return undefined;
        } catch (error) {
            // An expired session already went back to the login page through the data provider, as from any list.
            dispatch({ type: 'fallo', mensaje: describe(error) });
            return fieldErrors(error);
        }
    };

    return { estado, dispatch, generar };
};
