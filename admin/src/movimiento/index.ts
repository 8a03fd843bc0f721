import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { MovimientoGeneracionPage } from './generacion/MovimientoGeneracionPage';
import { MovimientoActivosPage } from './MovimientoActivosPage';
import { MovimientoList } from './MovimientoList';
import { movimientoName } from './record';

export default {
    list: MovimientoList,
    create: MovimientoGeneracionPage,
    show: MovimientoActivosPage,
    icon: LocalShippingIcon,
    recordRepresentation: movimientoName,
};
