import { Admin, Authenticated, CustomRoutes } from 'react-admin';
import { Outlet, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { theme } from './theme';
import { Layout } from './layout/Layout';
import { Dashboard } from './dashboard/Dashboard';
import activos from './activo';
import movimiento from './movimiento';
import mantenimiento from './mantenimiento';
import inventario from './inventario';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { UnauthorizedPage } from './pages/UnauthorizedPage';
import { AdminPanelPage } from './pages/AdminPanelPage';
import { CompaniaPage } from './pages/CompaniaPage';
import { ClientesDireccionesPage } from './pages/ClientesDireccionesPage';
import { RegistrarUsuariosPage } from './pages/RegistrarUsuariosPage';
import { ReportesPage } from './reporte/ReportesPage';
import { AsientosPage } from './contabilidad/AsientosPage';
import { ContabilidadPage } from './contabilidad/ContabilidadPage';
import { TransportePage } from './pages/TransportePage';
import { CustodiosPage } from './custodio/CustodiosPage';
import { ActasPage } from './acta/ActasPage';
import guias from './gre';
import { ReporteAsignacionPage } from './reporte/ReporteAsignacionPage';
import { RoleGuard } from './common/RoleGuard';
import { ADMIN_ROLES, COMPANIA_ROLES } from './common/roles';
import { ActivoPorCodigoPage } from './activo/ActivoPorCodigoPage';
import { RUTA_DE_ETIQUETA } from '@dominio/etiqueta';
import { RUTA_DE_INSCRIPCION } from '@dominio/inscripcion';
import { InscripcionPage } from './pages/InscripcionPage';

// Routes of docs/especificacion-activos.md §2 and docs/especificacion-operaciones.md §2. Not-found and access-denied are open to anyone;
// every other page needs a session (the dashboard through react-admin's own check).
export const App = () => (
    <Admin
        title="Activos Fijos"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        layout={Layout}
        dashboard={Dashboard}
        loginPage={LoginPage}
        catchAll={NotFoundPage}
        disableTelemetry
    >
        <CustomRoutes>
            <Route
                element={
                    <Authenticated>
                        <Outlet />
                    </Authenticated>
                }
            >
                <Route path="/registraractivos" element={<activos.list />} />
                <Route path={`${RUTA_DE_ETIQUETA}:codigo`} element={<ActivoPorCodigoPage />} />
                <Route path="/movimientos" element={<movimiento.list />} />
                <Route path="/movimientos/create" element={<movimiento.create />} />
                <Route path="/movimientos/:id/detalles" element={<movimiento.show />} />
                <Route path="/guias-electronicas" element={<guias.list />} />
                <Route path="/transporte" element={<TransportePage />} />
                <Route path="/custodios" element={<CustodiosPage />} />
                <Route path="/actas" element={<ActasPage />} />
                <Route path="/mantenimiento" element={<mantenimiento.list />} />
                <Route path="/clientesdirecciones" element={<ClientesDireccionesPage />} />
                <Route path="/reportedeasignacion" element={<ReporteAsignacionPage />} />
                <Route path="/registrarusuarios" element={<RegistrarUsuariosPage />} />
                <Route path="/reportes" element={<ReportesPage />} />
                <Route path="/contabilidad" element={<ContabilidadPage />} />
                <Route path="/contabilidad/asientos" element={<AsientosPage />} />
                <Route path="/inventario" element={<inventario.list />} />
                <Route path="/inventario/:id" element={<inventario.show />} />
                <Route
                    path="/compania"
                    element={
                        <RoleGuard allowed={COMPANIA_ROLES}>
                            <CompaniaPage />
                        </RoleGuard>
                    }
                />
                <Route
                    path="/admin/admindashboard"
                    element={
                        <RoleGuard allowed={ADMIN_ROLES}>
                            <AdminPanelPage />
                        </RoleGuard>
                    }
                />
            </Route>
            <Route path="/unauthorized" element={<UnauthorizedPage />} />
        </CustomRoutes>
        {/* Pages without menu nor app bar: counting fills a phone's screen; an e-mailed enrolment link's page is for someone not signed in yet. */}
        <CustomRoutes noLayout>
            <Route path={RUTA_DE_INSCRIPCION} element={<InscripcionPage />} />
            <Route
                path="/inventario/:id/contar"
                element={
                    <Authenticated>
                        <inventario.contar />
                    </Authenticated>
                }
            />
        </CustomRoutes>
    </Admin>
);
