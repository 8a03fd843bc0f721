import FactCheckIcon from '@mui/icons-material/FactCheck';
import { ConciliacionPage } from './conciliacion/ConciliacionPage';
import { ConteoPage } from './conteo/ConteoPage';
import { InventarioList } from './InventarioList';
import { inventarioName } from './record';

export default {
    list: InventarioList,
    show: ConciliacionPage,
    /** The counting page of a phone: full screen, without the menu. */
    contar: ConteoPage,
    icon: FactCheckIcon,
    recordRepresentation: inventarioName,
};
