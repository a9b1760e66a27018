// The dashboard's card of today's work (issue 26): departures of the next 7 days with their seats
// left and the money still due, each linking to its manifest. The app hands it to the dashboard.
import { formatDay, formatInr } from '@tours/shared-ui/booking-office';
import { Alert, Card, Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from '@tours/shared-ui/router';

import { adminPaths } from '../../../config/paths';
import { departuresActions } from '../slice';
import { selectDepartures } from '../slice/selectors';
import { DEPARTURES_TEXTS as T } from '../texts';

export function DeparturesSoon() {
  const dispatch = useDispatch();
  const { items, status, error } = useSelector(selectDepartures).soon;

  useEffect(() => {
    dispatch(departuresActions.soonRequested());
  }, [dispatch]);

  let body;
  if (status === 'failed') body = <Alert type="error" showIcon role="alert" title={error} />;
  else if (status !== 'loaded') body = <Typography.Text>{T.loading}</Typography.Text>;
  else if (items.length === 0) body = <Typography.Text>{T.soonNone}</Typography.Text>;
  else
    body = (
      <ul style={{ margin: 0, paddingInlineStart: 18, overflowWrap: 'anywhere' }}>
        {items.map((departure) => (
          <li key={departure._id}>
            <Link to={adminPaths.manifest(departure._id)}>
              {T.soonLine(departure.destination, formatDay(departure.startDate))}
            </Link>
            <div>
              <Typography.Text type="secondary">
                {T.soonDetail(departure.seatsLeft, departure.seats, formatInr(departure.due))}
              </Typography.Text>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>{T.soonTitle}</h3>}>
      {body}
    </Card>
  );
}
