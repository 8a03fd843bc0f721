import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Page } from '../common/Page';

/** A titled page for a route whose screen comes in a later version. */
export const PlaceholderPage = ({ title }: { title: string }) => {
    const translate = useTranslate();
    return (
        <Page title={title}>
            <Card>
                <CardContent>
                    <Typography color="text.secondary">{translate('app.placeholder.message')}</Typography>
                </CardContent>
            </Card>
        </Page>
    );
};
