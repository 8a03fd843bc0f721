import { Alert, CircularProgress } from '@mui/material';
import { usePermissions } from 'react-admin';
import { Page } from '../common/Page';
import { ADMIN_ROLES, hasRole } from '../common/roles';
import { useApiQuery } from '../common/useApiQuery';
import { CentrosCosto } from './CentrosCosto';
import { ConfiguracionContable } from './ConfiguracionContable';
import { CuentasContables } from './CuentasContables';
import { DiferenciasTemporales } from './DiferenciasTemporales';
import { SaldosPorCuenta } from './SaldosPorCuenta';

/** The settings and accounts types 1-2 keep; read again after each save. */
const Configuracion = () => {
    const configuracion = useApiQuery(['contabilidad-configuracion'], (api) => api.configuracionContable());
    const cuentas = useApiQuery(['contabilidad-cuentas'], (api) => api.cuentasContables());
    const centros = useApiQuery(['contabilidad-centros-costo'], (api) => api.centrosCosto());
    const cargas = [configuracion.load, cuentas.load, centros.load];
    const fallida = cargas.find((carga) => carga.state === 'error');
    if (fallida?.state === 'error') return <Alert severity="error" sx={{ mb: 2 }}>{fallida.message}</Alert>;
    if (configuracion.load.state !== 'done' || cuentas.load.state !== 'done' || centros.load.state !== 'done') return <CircularProgress sx={{ mb: 2 }} />;
    return (
        <>
            <ConfiguracionContable configuracion={configuracion.load.data} onGuardada={configuracion.reload} />
            <CuentasContables cuentas={cuentas.load.data} onGuardadas={cuentas.reload} />
            <CentrosCosto areas={centros.load.data} onGuardados={centros.reload} />
        </>
    );
};

/** Contabilidad: the cut-over and accounts (types 1-2), the balances per account and the temporary differences (every user). */
export const ContabilidadPage = () => {
    const { permissions } = usePermissions<number | undefined>();
    return (
        <Page title="app.pages.contabilidad">
            {hasRole(permissions, ADMIN_ROLES) && <Configuracion />}
            <SaldosPorCuenta />
            <DiferenciasTemporales />
        </Page>
    );
};
