import BuildIcon from '@mui/icons-material/Build';
import { MantenimientoList } from './MantenimientoList';
import { mantenimientoName } from './record';

export default {
    list: MantenimientoList,
    icon: BuildIcon,
    recordRepresentation: mantenimientoName,
};
