import { useEffect, useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isNotFound, useErrorMessage } from '../common/errors';
import { Page } from '../common/Page';
import { useApi } from '../common/useApiQuery';
import { filtroBajas } from './filtros';

const LISTA_DE_ACTIVOS = '/registraractivos';

/** Route state of a link that lands on the asset list with an asset's dialog open. */
interface VerAlLlegar {
    verActivo: number;
}

/** The asset whose dialog the list opens on arrival, if the link carried one. */
export const activoAlLlegar = (state: unknown): number | undefined => {
    const id = (state as Partial<VerAlLlegar> | null)?.verActivo;
    return typeof id === 'number' ? id : undefined;
};

/**
 * /a/:codigo, where a label's QR code leads: finds the company's asset by its code and opens it in the asset list,
 * the list showing that code (the disposed assets too, when it is one), so closing the dialog leaves it in sight.
 */
export const ActivoPorCodigoPage = () => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const api = useApi();
    const navigate = useNavigate();
    const { codigo = '' } = useParams();
    const [problem, setProblem] = useState<string>();
    useEffect(() => {
        let vigente = true;
        setProblem(undefined);
        api.activoPorCodigo(codigo).then(
            (activo) => {
                if (!vigente) return;
                const bajas = filtroBajas(activo.fechaBaja ? 'incluir' : 'excluir');
                const filter = JSON.stringify({ codigo: activo.codigo, ...bajas });
                const state: VerAlLlegar = { verActivo: activo.id };
                navigate(`${LISTA_DE_ACTIVOS}?${new URLSearchParams({ filter })}`, { replace: true, state });
            },
            (error: unknown) => {
                if (!vigente) return;
                const noExiste = isNotFound(error);
                setProblem(noExiste ? translate('resources.activos.por_codigo.no_existe', { codigo }) : describe(error));
            },
        );
        return () => {
            vigente = false;
        };
    }, [codigo]);
    return (
        <Page title="resources.activos.title">
            {problem ? (
                <Alert
                    severity="warning"
                    action={
                        <Button component={Link} to={LISTA_DE_ACTIVOS} color="inherit">
                            {translate('resources.activos.por_codigo.lista')}
                        </Button>
                    }
                >
                    {problem}
                </Alert>
            ) : (
                <Stack direction="row" gap={2} alignItems="center">
                    <CircularProgress size={24} />
                    <Typography>{translate('resources.activos.por_codigo.buscando', { codigo })}</Typography>
                </Stack>
            )}
        </Page>
    );
};
