import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../lists/ListFeedback';
import { useCustomQuery } from '../../providers/useCustomQuery';
import { PRINTER_ROUTING } from './operations';
import { PrinterClassList } from './PrinterClassList';
import type { PrinterRouting } from './routing';
import { RoutingView } from './RoutingView';

/**
 * printer_classes/{restoUuid}: the restaurant's printer classes (created and edited in dialogs)
 * and, below, where every menu's ticket prints. One read of the routing serves both: the
 * dialogs' category and menu choices, and the view.
 */
export default function PrinterClassScreen() {
  const translate = useTranslate();
  const { restoUuid = '' } = useParams();
  const routing = useCustomQuery<{ printerRouting: PrinterRouting }>('printer_classes', PRINTER_ROUTING, {
    restaurantId: restoUuid,
  });
  const failed = routing.isError;
  return (
    <>
      <Title title={translate('app.nav.printerClass')} />
      <PrinterClassList restaurantId={restoUuid} routing={routing.data?.printerRouting} onSaved={routing.refetch} />
      {failed ? <LoadError refetch={routing.refetch} /> : <RoutingView routing={routing.data?.printerRouting} />}
    </>
  );
}
