import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { GuiasElectronicasPage } from './GuiasElectronicasPage';

// "Guías electrónicas" (/guias-electronicas); a movement's own guide opens from its row (GuiaElectronicaButton).
export default {
    list: GuiasElectronicasPage,
    icon: ReceiptLongIcon,
};
