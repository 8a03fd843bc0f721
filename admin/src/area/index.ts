import ApartmentIcon from '@mui/icons-material/Apartment';
import { AreaList } from './AreaList';
import { areaName } from './record';

export default {
    list: AreaList,
    icon: ApartmentIcon,
    recordRepresentation: areaName,
};
