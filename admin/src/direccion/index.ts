import PlaceIcon from '@mui/icons-material/Place';
import { DireccionList } from './DireccionList';
import { direccionName } from './record';

export default {
    list: DireccionList,
    icon: PlaceIcon,
    recordRepresentation: direccionName,
};
