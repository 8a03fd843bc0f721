import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { ClaveApiList } from './ClaveApiList';
import { claveApiName } from './record';

export default {
    list: ClaveApiList,
    icon: VpnKeyIcon,
    recordRepresentation: claveApiName,
};
