import LocalizedIndexSupport

internal import CICUShims

extension ICU {
    /// An ICU transform such as `Any-Latin` or `Han-Latin/Names`.
    ///
    /// ICU does not promise that one transliterator may run on several threads at once, so each call takes
    /// a copy of its own from a pool (cloned from the original on first need, one per thread at most) and
    /// gives it back: no lock of ours is held while a transform runs.
    ///
    /// Rule-based transforms (`Han-Latin/Names`, `Any-Latin`) still run one at a time in the whole process:
    /// ICU's `RuleBasedTransliterator::handleTransliterate` holds one process-wide mutex
    /// (`transliteratorDataMutex`) around every call, clones included. Reading Han names therefore does not
    /// gain from more cores; ``HanReadingComposer`` reads each character once instead, and ``ReadingCache``
    /// each name.
    final class Transliterator: Sendable {
        /// An ICU transliterator, used by one thread at a time.
        ///
        /// Unsafe code: the handle, opened or cloned under the lock and closed in `deinit`, used by the one
        /// thread that took it from the pool until it gives it back; text and results cross through the
        /// buffer helpers.
        @safe
        private final class Handle: @unchecked Sendable {
            let pointer: OpaquePointer

            init(_ pointer: OpaquePointer) { unsafe self.pointer = pointer }

            deinit { unsafe lic_transliterator_close(pointer) }

            /// A copy that may run on another thread; nil when out of memory.
            func clone() -> Handle? { unsafe lic_transliterator_clone(pointer).map(Handle.init) }
        }

        private struct Handles {
            /// The transliterator as opened: only ever cloned, never run.
            let original: Handle
            /// Clones not in use.
            var idle: [Handle] = []
        }

        private let handles: Locked<Handles>

        init(id: String) throws(Failure) {
            var status: Int32 = 0
            let original = try unsafe Handle(ICU.opened(lic_transliterator_open(id, &status), status, "Transliterator(\(id))"))
            handles = Locked(Handles(original: original))
        }

        /// `text` transformed; the text itself if ICU fails (it fails only on memory exhaustion).
        func transliterate(_ text: String) -> String {
            let taken = handles.withLock { handles -> Handle? in handles.idle.popLast() ?? handles.original.clone() }
            guard let handle = taken else { return text }
            defer { handles.withLock { $0.idle.append(handle) } }
            return unsafe text.withUTF8Bytes { bytes, length in
                unsafe (try? ICU.utf8String("Transliterator.transliterate") { buffer, capacity, status in
                    unsafe lic_transliterate(handle.pointer, bytes, length, buffer, capacity, &status)
                }) ?? text
            }
        }

        /// The Han letters (``isHanLetter(_:)``) some rule of this transform reads together with other
        /// characters (as the key of a rule with a context, or in a key longer than one character; a key read
        /// only after the mark of a word's start does not count), with what those rules need besides; nil
        /// when its rules cannot be analysed. Every other Han letter is read alone
        /// (`lic_transliterator_contextual_han`).
        func contextualHan() -> ContextualHan? {
            let found = try? handles.withLock { handles in
                try unsafe ICU.withBuffer(filledWith: LICContextualHan(), operation: "Transliterator.contextualHan") {
                    buffer, capacity, status in
                    unsafe lic_transliterator_contextual_han(handles.original.pointer, buffer, capacity, &status)
                }
            }
            guard let found else { return nil }
            var contextual = ContextualHan()
            for entry in found {
                guard let letter = Unicode.Scalar(entry.letter) else { continue }
                if let needs = Unicode.Scalar(entry.needs), entry.needs != 0 {
                    contextual.besides[letter, default: []].insert(needs)
                } else {
                    contextual.anywhere.insert(letter)
                }
            }
            return contextual
        }
    }

    /// The Han letters a transform reads in context (``Transliterator/contextualHan()``).
    struct ContextualHan: Sendable, Equatable {
        /// Letters read in context by a rule that needs no other letter: a name holding one is read whole.
        var anywhere: Set<Unicode.Scalar> = []
        /// Letters read in context only beside one of the letters given (`令` → `狐`, for `{令}' '?狐`): a
        /// name holding the letter and none of those reads it as it reads alone.
        var besides: [Unicode.Scalar: Set<Unicode.Scalar>] = [:]

        /// Whether some rule reads `letter` in context.
        func contains(_ letter: Unicode.Scalar) -> Bool { anywhere.contains(letter) || besides[letter] != nil }
    }
}
