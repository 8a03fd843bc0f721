import { Menu as RaMenu, usePermissions } from 'react-admin';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import BuildIcon from '@mui/icons-material/Build';
import PeopleIcon from '@mui/icons-material/People';
import BusinessIcon from '@mui/icons-material/Business';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import guias from '../gre';
import vehiculos from '../vehiculos';
import { ADMIN_ROLES, COMPANIA_ROLES, hasRole } from '../common/roles';
import inventario from '../inventario';
import custodios from '../custodio';
import DescriptionIcon from '@mui/icons-material/Description';

// Registrar Usuarios and both reports have routes but no link in the spec: like their routes, they are open to
// every signed-in user.
export const Menu = () => {
    const { permissions } = usePermissions<number | undefined>();
    return (
        <RaMenu>
            <RaMenu.Item to="/" primaryText="app.menu.inicio" leftIcon={<HomeIcon />} />
            <RaMenu.Item to="/registraractivos" primaryText="app.menu.registrar_activos" leftIcon={<Inventory2Icon />} />
            <RaMenu.Item to="/movimientos" primaryText="app.menu.movimientos" leftIcon={<LocalShippingIcon />} />
            <RaMenu.Item to="/guias-electronicas" primaryText="app.menu.guias_electronicas" leftIcon={<guias.icon />} />
            <RaMenu.Item to="/transporte" primaryText="app.menu.transporte" leftIcon={<vehiculos.icon />} />
            <RaMenu.Item to="/custodios" primaryText="app.menu.custodios" leftIcon={<custodios.icon />} />
            <RaMenu.Item to="/actas" primaryText="app.menu.actas" leftIcon={<DescriptionIcon />} />
            <RaMenu.Item to="/mantenimiento" primaryText="app.menu.mantenimiento" leftIcon={<BuildIcon />} />
            <RaMenu.Item to="/clientesdirecciones" primaryText="app.menu.clientes" leftIcon={<PeopleIcon />} />
            <RaMenu.Item to="/registrarusuarios" primaryText="app.menu.registrar_usuarios" leftIcon={<PersonAddIcon />} />
            <RaMenu.Item
                to="/reportedeasignacion"
                primaryText="app.menu.reporte_asignacion"
                leftIcon={<AssignmentIndIcon />}
            />
            <RaMenu.Item to="/reportes" primaryText="app.menu.reportes" leftIcon={<AssessmentIcon />} />
            <RaMenu.Item to="/contabilidad" primaryText="app.menu.contabilidad" leftIcon={<AccountBalanceIcon />} />
            <RaMenu.Item to="/contabilidad/asientos" primaryText="app.menu.asientos" leftIcon={<ReceiptLongIcon />} />
            <RaMenu.Item to="/inventario" primaryText="app.menu.inventario" leftIcon={<inventario.icon />} />
            {hasRole(permissions, COMPANIA_ROLES) && (
                <RaMenu.Item to="/compania" primaryText="app.menu.compania" leftIcon={<BusinessIcon />} />
            )}
            {hasRole(permissions, ADMIN_ROLES) && (
                <RaMenu.Item
                    to="/admin/admindashboard"
                    primaryText="app.menu.admin"
                    leftIcon={<AdminPanelSettingsIcon />}
                />
            )}
        </RaMenu>
    );
};
