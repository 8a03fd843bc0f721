import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { AuditoriaPanel } from './AuditoriaPanel';

export default {
    panel: AuditoriaPanel,
    icon: ManageSearchIcon,
};
