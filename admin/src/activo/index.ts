import Inventory2Icon from '@mui/icons-material/Inventory2';
import { ActivoList } from './ActivoList';
import { activoName } from './record';

export default {
    list: ActivoList,
    icon: Inventory2Icon,
    recordRepresentation: activoName,
};
