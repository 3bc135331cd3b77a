import LinkAuditModel

extension Link {
    /// Gives a Swift link the URL `expression` stands for: its value, normalized, when the code
    /// gives it whole; else its template when it starts with a URL scheme (`https://doi.org/{doi}`,
    /// ``URLExpression/template``) or the expression as written, kept in
    /// `swiftCode.destinationExpression` for the auditor to resolve against the run's constants (a
    /// URL known only at run time until then).
    public mutating func takeDestination(_ expression: URLExpression) {
        if let value = expression.value {
            destination = value
            normalizedDestination = DestinationNormalizer.normalize(value, documentPath: "")
            isTemplatedDestination = false
        } else {
            destination = expression.template ?? expression.written
            swiftCode?.destinationExpression = expression
            // One of a known set (`beta ? betaPage : page` of two literals): shown as the set, never
            // as Swift source.
            if let values = expression.values {
                destination = values.joined(separator: " or ")
                swiftCode?.destinationSet = values.compactMap { DestinationNormalizer.normalize($0, documentPath: "") }
            }
        }
    }
}

extension URLOpener {
    /// Gives an opener the URL `expression` stands for: its value, normalized, when the code gives
    /// it whole; else the expression, kept in `destinationExpression` for the auditor to resolve.
    public mutating func takeDestination(_ expression: URLExpression) {
        if let value = expression.value {
            destination = value
            normalizedDestination = DestinationNormalizer.normalize(value, documentPath: "")
        } else {
            destinationExpression = expression
        }
    }
}
