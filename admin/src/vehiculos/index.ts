import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { VehiculoDialog } from './VehiculoDialog';
import { VehiculoList } from './VehiculoList';
import { vehiculoName } from './record';

// Created and edited in a dialog over the list, as the panel's other catalogues.
export default {
    list: VehiculoList,
    create: VehiculoDialog,
    edit: VehiculoDialog,
    icon: DirectionsCarIcon,
    recordRepresentation: vehiculoName,
};
