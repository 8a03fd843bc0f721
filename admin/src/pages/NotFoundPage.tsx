import { Button } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { CenteredMessage } from './CenteredMessage';

export const NotFoundPage = () => {
    const translate = useTranslate();
    return (
        <CenteredMessage
            icon={<SearchOffIcon />}
            title="app.not_found.title"
            message="app.not_found.message"
            actions={
                <Button component={Link} to="/" variant="contained" startIcon={<HomeIcon />}>
                    {translate('app.not_found.home')}
                </Button>
            }
        />
    );
};
