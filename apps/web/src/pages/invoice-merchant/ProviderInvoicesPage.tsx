import { invoiceResource } from '@console/core';
import { FileAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ResourceListPage } from '../../resources';
import { Permission } from '../../widgets/permission';

const ISSUE_PATH = '/invoice-merchant/record/invoice';

/**
 * 开票记录 of the invoice provider (`/invoice-merchant/record/list`): its merchants' invoices, the
 * definition's list as the service's own, plus 开具发票 (an invoice issued by hand, another
 * definition's form, so the list cannot find it as its own 新增).
 */
export default function ProviderInvoicesPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={invoiceResource}
      detailPath="/invoice-merchant/record/detail"
      toolbar={
        <Permission codes={['invoice:invoice:create']}>
          <Button
            type="primary"
            icon={<FileAddOutlined aria-hidden />}
            onClick={() => void navigate(ISSUE_PATH)}
          >
            开具发票
          </Button>
        </Permission>
      }
    />
  );
}
