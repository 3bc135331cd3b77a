import Foundation
import LinkAuditModel
import LinkAuditRules

/// The language of documents that do not say theirs (`docs/model.md`, Language).
enum LanguageDetection {
    /// Documents whose links carry no language get one detected from the document's own text (the
    /// link contexts, each once), with `languageSource` `.detected`, when the detector is confident;
    /// otherwise their language stays unknown and every list applies (see `docs/model.md`, Language).
    static func detecting(of documents: [ExtractedDocument], detector: LanguageDetector) -> [ExtractedDocument] {
        let pending = documents.indices.filter { index in documents[index].links.contains { $0.language == nil } }
        guard !pending.isEmpty else { return documents }
        let detected = ResultSlots<String>(count: pending.count)
        DispatchQueue.concurrentPerform(iterations: pending.count) { slot in
            var seen = Set<String>()
            var text = ""
            for link in documents[pending[slot]].links {
                guard let context = link.context?.text, seen.insert(context).inserted else { continue }
                text += context
                text += "\n"
                if text.utf8.count > 4_000 { break }
            }
            if let guess = detector.detect(text), guess.confident { detected[slot] = guess.language }
        }
        var result = documents
        for (slot, index) in pending.enumerated() {
            guard let language = detected[slot] else { continue }
            for linkIndex in result[index].links.indices where result[index].links[linkIndex].language == nil {
                result[index].links[linkIndex].language = language
                result[index].links[linkIndex].languageSource = .detected
            }
        }
        return result
    }
}
