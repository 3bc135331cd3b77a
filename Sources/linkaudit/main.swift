import Foundation
import LinkAuditKit

exit(CommandLine.run())
